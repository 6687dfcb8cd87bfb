// The later views' words of `fr.ts` (docs/adr/0098-words-in-two-parts.md): loaded when a
// later view (the panel, the hall) first needs them.
import type { LaterMessages } from './catalog-shape';

const later: LaterMessages = {
  'panel.player.title': 'Détails du joueur',
  'panel.tribe.title': 'Détails de la tribu',
  'panel.player.notFound': 'Ce joueur n’est pas au classement\u00a0: masqué ou inconnu.',
  'panel.tribe.notFound': 'Cette tribu n’est pas au classement\u00a0: masquée ou inconnue.',
  'panel.failed': 'Impossible de charger les détails. Réessayez plus tard.',
  'panel.ranks': 'Rangs',
  'panel.members': 'Membres',
  'panel.membersPager': 'Pages des membres',
  'panel.playerTribe': 'Tribu\u00a0: {tribe}',
  'panel.rank': 'N°\u00a0{rank} sur {of} en {stat}',
  'panel.notRanked': 'Non classé en {stat}',
  'stat.kd': 'KD',
  'stat.wildDinoKills': 'Dinos sauvages éliminés',
  'stat.dinosTamed': 'Dinos apprivoisés',
  'stat.deathsByDino': 'Morts par un dino',
  'stat.deathsByWildDino': 'Morts par un dino sauvage',
  'stat.members': 'Membres',

  // The history chart of a detail panel (docs/adr/0063-history.md).
  'history.title': '{stat} au fil du temps',
  'history.spans': 'Jours affichés',
  'history.span': {
    one: '{count} jour',
    many: '{count} de jours',
    other: '{count} jours',
  },
  'history.rank': 'Rang en {stat}',
  'history.day': 'Jour',
  'history.rankValue': 'n° {rank}',
  'history.values': 'Valeurs par jour',
  'history.none': 'Aucun historique enregistré pour l’instant.',
  'history.single': 'Un seul jour enregistré pour l’instant : {value} le {day}.',
  'history.summary': '{stat} de {from} le {start} à {to} le {end}.',
  'history.rankSummary': 'Rang en {stat} du n° {from} au n° {to}.',

  'board.title.tribes.tribe_score': 'Meilleures tribus par score',
  'board.title.tribes.kills': 'Meilleures tribus par éliminations',
  'board.title.tribes.deaths': 'Meilleures tribus par morts',
  'board.title.tribes.tamed_dino_kills': 'Meilleures tribus par dinos apprivoisés éliminés',
  'board.title.tribes.time_played': 'Meilleures tribus par temps de jeu',
  'board.title.players.kills': 'Meilleurs joueurs par éliminations',
  'board.title.players.deaths': 'Meilleurs joueurs par morts',
  'board.title.players.tamed_dino_kills': 'Meilleurs joueurs par dinos apprivoisés éliminés',
  'board.title.players.time_played': 'Meilleurs joueurs par temps de jeu',
  'board.value.tribe_score': 'score\u00a0: {value}',
  'board.value.kills': 'éliminations\u00a0: {value}',
  'board.value.deaths': 'morts\u00a0: {value}',
  'board.value.tamed_dino_kills': 'dinos apprivoisés éliminés\u00a0: {value}',
  'board.value.time_played': '{value}',
  'board.empty': 'Pas encore de classement.',

  // The hall of fame (docs/adr/0074-the-hall-of-fame.md): a panel's medal count.
  'panel.medals': 'Médailles',
  'panel.medals.gold': 'Or\u00a0: {count}',
  'panel.medals.silver': 'Argent\u00a0: {count}',
  'panel.medals.bronze': 'Bronze\u00a0: {count}',
  'panel.medals.link': 'Voir le panthéon',
  'hall.records': 'Records',
  'hall.champions': 'Champions',
  'hall.medals': 'Tableau des médailles',
  'hall.seasons': 'Saisons passées',
  'hall.board.players': 'Joueurs',
  'hall.board.tribes': 'Tribus',
  'hall.boardChoice': 'Médailles des',
  'hall.span.day': 'Meilleur jour',
  'hall.span.week': 'Meilleure semaine',
  'hall.span.month': 'Meilleur mois',
  'hall.period.week': 'Semaine du {day}',
  'hall.period.month': 'Mois du {day}',
  'hall.column.stat': 'Statistique',
  'hall.column.span': 'Record',
  'hall.column.gain': 'Gain',
  'hall.column.since': 'Depuis',
  'hall.column.period': 'Période',
  'hall.column.name': 'Nom',
  'hall.column.value': 'Valeur',
  'hall.column.gold': 'Or',
  'hall.column.silver': 'Argent',
  'hall.column.bronze': 'Bronze',
  'hall.championsPager': 'Pages des champions',
  'hall.medalsPager': 'Pages du tableau des médailles',
  'hall.empty':
    'Aucune semaine n’est encore close. Le panthéon se remplit à la clôture de la première semaine, le {day} à 00:00 ({timezone}).',
  'hall.emptyNoWeek':
    'Aucune semaine n’est encore close. Le panthéon se remplit à la clôture de la première semaine.',
  // The hall's link preview (issue 56).
  'hall.preview.line': '{label} : {name} — {value}',

  // What a cluster keeps and the history chart's dates (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
  'history.unchangedSince': 'Inchangé depuis le {day} : {value}.',
  'log.byName': 'associé par le nom',
};

export default later;
