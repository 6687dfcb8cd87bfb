// The later views' words of `es.ts` (docs/adr/0098-words-in-two-parts.md): loaded when a
// later view (the panel, the hall) first needs them.
import type { LaterMessages } from './catalog-shape';

const later: LaterMessages = {
  'panel.player.title': 'Detalles del jugador',
  'panel.tribe.title': 'Detalles de la tribu',
  'panel.player.notFound': 'Este jugador no está en la clasificación: oculto o desconocido.',
  'panel.tribe.notFound': 'Esta tribu no está en la clasificación: oculta o desconocida.',
  'panel.failed': 'No se pudieron cargar los detalles. Inténtalo de nuevo más tarde.',
  'panel.ranks': 'Puestos',
  'panel.members': 'Miembros',
  'panel.membersPager': 'Páginas de miembros',
  'panel.playerTribe': 'Tribu: {tribe}',
  'panel.rank': 'N.º {rank} de {of} en {stat}',
  'panel.notRanked': 'Sin puesto en {stat}',
  'stat.kd': 'KD',
  'stat.wildDinoKills': 'Bajas de dinos salvajes',
  'stat.dinosTamed': 'Dinos domesticados',
  'stat.deathsByDino': 'Muertes por dinos',
  'stat.deathsByWildDino': 'Muertes por dinos salvajes',
  'stat.members': 'Miembros',

  // The history chart of a detail panel (docs/adr/0063-history.md).
  'history.title': '{stat} a lo largo del tiempo',
  'history.spans': 'Días mostrados',
  'history.span': {
    one: '{count} día',
    many: '{count} de días',
    other: '{count} días',
  },
  'history.rank': 'Puesto en {stat}',
  'history.day': 'Día',
  'history.rankValue': 'n.º {rank}',
  'history.values': 'Valores por día',
  'history.none': 'Aún no hay historial registrado.',
  'history.single': 'Solo hay un día registrado: {value} el {day}.',
  'history.summary': '{stat} de {from} el {start} a {to} el {end}.',
  'history.rankSummary': 'Puesto en {stat} del n.º {from} al n.º {to}.',

  'board.title.tribes.tribe_score': 'Mejores tribus por puntuación',
  'board.title.tribes.kills': 'Mejores tribus por bajas',
  'board.title.tribes.deaths': 'Mejores tribus por muertes',
  'board.title.tribes.tamed_dino_kills': 'Mejores tribus por bajas de dinos domesticados',
  'board.title.tribes.time_played': 'Mejores tribus por tiempo jugado',
  'board.title.players.kills': 'Mejores jugadores por bajas',
  'board.title.players.deaths': 'Mejores jugadores por muertes',
  'board.title.players.tamed_dino_kills': 'Mejores jugadores por bajas de dinos domesticados',
  'board.title.players.time_played': 'Mejores jugadores por tiempo jugado',
  'board.value.tribe_score': 'puntuación: {value}',
  'board.value.kills': 'bajas: {value}',
  'board.value.deaths': 'muertes: {value}',
  'board.value.tamed_dino_kills': 'bajas de dinos domesticados: {value}',
  'board.value.time_played': '{value}',
  'board.empty': 'Aún no hay clasificación.',

  // The hall of fame (docs/adr/0074-the-hall-of-fame.md): a panel's medal count.
  'panel.medals': 'Medallas',
  'panel.medals.gold': 'Oro: {count}',
  'panel.medals.silver': 'Plata: {count}',
  'panel.medals.bronze': 'Bronce: {count}',
  'panel.medals.link': 'Ver el salón de la fama',
  'hall.records': 'Récords',
  'hall.champions': 'Campeones',
  'hall.medals': 'Medallero',
  'hall.seasons': 'Temporadas anteriores',
  'hall.board.players': 'Jugadores',
  'hall.board.tribes': 'Tribus',
  'hall.boardChoice': 'Medallas de',
  'hall.span.day': 'Mejor día',
  'hall.span.week': 'Mejor semana',
  'hall.span.month': 'Mejor mes',
  'hall.period.week': 'Semana del {day}',
  'hall.period.month': 'Mes del {day}',
  'hall.column.stat': 'Estadística',
  'hall.column.span': 'Récord',
  'hall.column.gain': 'Ganancia',
  'hall.column.since': 'Desde',
  'hall.column.period': 'Periodo',
  'hall.column.name': 'Nombre',
  'hall.column.value': 'Valor',
  'hall.column.gold': 'Oro',
  'hall.column.silver': 'Plata',
  'hall.column.bronze': 'Bronce',
  'hall.championsPager': 'Páginas de campeones',
  'hall.medalsPager': 'Páginas del medallero',
  'hall.empty':
    'Aún no ha cerrado ninguna semana. El salón de la fama se llena cuando cierre la primera semana, el {day} a las 00:00 ({timezone}).',
  'hall.emptyNoWeek':
    'Aún no ha cerrado ninguna semana. El salón de la fama se llena cuando cierre la primera semana.',
  // The hall's link preview (issue 56).
  'hall.preview.line': '{label}: {name} — {value}',

  // What a cluster keeps and the history chart's dates (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
  'history.unchangedSince': 'Sin cambios desde el {day}: {value}.',
  'log.byName': 'identificado por el nombre',
};

export default later;
