// The later views' words of `de.ts` (docs/adr/0098-words-in-two-parts.md): loaded when a
// later view (the panel, the hall) first needs them.
import type { LaterMessages } from './catalog-shape';

const later: LaterMessages = {
  'panel.player.title': 'Spielerdetails',
  'panel.tribe.title': 'Stammesdetails',
  'panel.player.notFound':
    'Dieser Spieler steht nicht in der Bestenliste: ausgeblendet oder unbekannt.',
  'panel.tribe.notFound':
    'Dieser Stamm steht nicht in der Bestenliste: ausgeblendet oder unbekannt.',
  'panel.failed': 'Die Details konnten nicht geladen werden. Bitte später erneut versuchen.',
  'panel.compare': 'Vergleichen',
  'panel.ranks': 'Platzierungen',
  'panel.members': 'Mitglieder',
  'panel.membersPager': 'Mitgliederseiten',
  'panel.playerTribe': 'Stamm: {tribe}',
  'panel.rank': 'Platz {rank} von {of} bei {stat}',
  'panel.notRanked': 'Nicht platziert bei {stat}',
  'stat.kd': 'KD',
  'stat.wildDinoKills': 'Kills wilder Dinos',
  'stat.dinosTamed': 'Gezähmte Dinos',
  'stat.deathsByDino': 'Tode durch Dinos',
  'stat.deathsByWildDino': 'Tode durch wilde Dinos',
  'stat.members': 'Mitglieder',

  // The history chart of a detail panel (docs/adr/0063-history.md).
  'history.title': '{stat} im Verlauf',
  'history.spans': 'Angezeigte Tage',
  'history.span': {
    one: '{count} Tag',
    other: '{count} Tage',
  },
  'history.rank': 'Rang in {stat}',
  'history.day': 'Tag',
  'history.rankValue': '#{rank}',
  'history.values': 'Werte nach Tag',
  'history.none': 'Noch kein Verlauf aufgezeichnet.',
  'history.single': 'Bisher nur ein Tag aufgezeichnet: {value} am {day}.',
  'history.summary': '{stat} von {from} am {start} bis {to} am {end}.',
  'history.rankSummary': 'Rang in {stat} von #{from} bis #{to}.',

  'board.title.tribes.tribe_score': 'Top-Stämme nach Punkten',
  'board.title.tribes.kills': 'Top-Stämme nach Kills',
  'board.title.tribes.deaths': 'Top-Stämme nach Toden',
  'board.title.tribes.tamed_dino_kills': 'Top-Stämme nach Kills gezähmter Dinos',
  'board.title.tribes.time_played': 'Top-Stämme nach Spielzeit',
  'board.title.players.kills': 'Top-Spieler nach Kills',
  'board.title.players.deaths': 'Top-Spieler nach Toden',
  'board.title.players.tamed_dino_kills': 'Top-Spieler nach Kills gezähmter Dinos',
  'board.title.players.time_played': 'Top-Spieler nach Spielzeit',
  'board.value.tribe_score': 'Punkte: {value}',
  'board.value.kills': 'Kills: {value}',
  'board.value.deaths': 'Tode: {value}',
  'board.value.tamed_dino_kills': 'Kills gezähmter Dinos: {value}',
  'board.value.time_played': '{value}',
  'board.empty': 'Noch keine Platzierungen.',

  // The hall of fame (docs/adr/0074-the-hall-of-fame.md): a panel's medal count.
  'panel.medals': 'Medaillen',
  'panel.medals.gold': 'Gold: {count}',
  'panel.medals.silver': 'Silber: {count}',
  'panel.medals.bronze': 'Bronze: {count}',
  'panel.medals.link': 'Zur Ruhmeshalle',
  'hall.records': 'Rekorde',
  'hall.champions': 'Sieger',
  'hall.medals': 'Medaillenspiegel',
  'hall.seasons': 'Frühere Saisons',
  'hall.board.players': 'Spieler',
  'hall.board.tribes': 'Stämme',
  'hall.boardChoice': 'Medaillen der',
  'hall.span.day': 'Bester Tag',
  'hall.span.week': 'Beste Woche',
  'hall.span.month': 'Bester Monat',
  'hall.period.week': 'Woche ab {day}',
  'hall.period.month': 'Monat ab {day}',
  'hall.column.stat': 'Statistik',
  'hall.column.span': 'Rekord',
  'hall.column.gain': 'Zuwachs',
  'hall.column.since': 'Seit',
  'hall.column.period': 'Zeitraum',
  'hall.column.name': 'Name',
  'hall.column.value': 'Wert',
  'hall.column.gold': 'Gold',
  'hall.column.silver': 'Silber',
  'hall.column.bronze': 'Bronze',
  'hall.championsPager': 'Seiten der Sieger',
  'hall.medalsPager': 'Seiten des Medaillenspiegels',
  'hall.empty':
    'Noch ist keine Woche abgeschlossen. Die Ruhmeshalle füllt sich, wenn die erste Woche endet: am {day} um 00:00 ({timezone}).',
  'hall.emptyNoWeek':
    'Noch ist keine Woche abgeschlossen. Die Ruhmeshalle füllt sich, wenn die erste Woche endet.',
  // The hall's link preview (issue 56).
  'hall.preview.line': '{label}: {name} — {value}',

  // What a cluster keeps and the history chart's dates (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
  'history.unchangedSince': 'Unverändert seit {day}: {value}.',
  'log.byName': 'nach Namen zugeordnet',
  'log.lastSeen': 'Zuletzt gesehen',
  'log.sessions': 'Sitzungen',
  'population.title': 'Spieler online',
  'population.summary':
    'Spieler online je Stunde, {days} Tage: höchstens {most}, am {day}; {last} in der letzten Stunde.',
  'population.peak': 'Höchstens online',

  // The comparison.
  'compare.title.players': 'Spieler vergleichen',
  'compare.title.tribes': 'Stämme vergleichen',
  'compare.statistic': 'Statistik',
  'compare.best': 'Bestwert',
  'compare.rank': 'Rang',
  'compare.rankValue': '#{rank}',
  'compare.remove': 'Entfernen',
  'compare.failed': 'Der Vergleich konnte nicht geladen werden. Bitte später erneut versuchen.',
  'compare.removeName': '{name} aus dem Vergleich entfernen',
  'compare.add.players': 'Spieler hinzufügen',
  'compare.add.tribes': 'Stamm hinzufügen',
  'compare.versus': 'vs.',
  'compare.leftOut': 'Ausgelassen: {reasons}.',
  'compare.leftOut.and': '{list}, {next}',
  'compare.leftOut.not_found': {
    one: '{count} ID nicht gefunden oder verborgen',
    other: '{count} IDs nicht gefunden oder verborgen',
  },
  'compare.leftOut.repeated': {
    one: '{count} ID doppelt',
    other: '{count} IDs doppelt',
  },
  'compare.leftOut.over_limit': {
    one: '{count} ID über dem Limit von {max}',
    other: '{count} IDs über dem Limit von {max}',
  },
};

export default later;
