// The later views' words of `pt-br.ts` (docs/adr/0098-words-in-two-parts.md): loaded when a
// later view (the panel, the hall) first needs them.
import type { LaterMessages } from './catalog-shape';

const later: LaterMessages = {
  'panel.player.title': 'Detalhes do jogador',
  'panel.tribe.title': 'Detalhes da tribo',
  'panel.player.notFound': 'Este jogador não está no ranking: oculto ou desconhecido.',
  'panel.tribe.notFound': 'Esta tribo não está no ranking: oculta ou desconhecida.',
  'panel.failed': 'Não foi possível carregar os detalhes. Tente novamente mais tarde.',
  'panel.ranks': 'Posições',
  'panel.members': 'Membros',
  'panel.membersPager': 'Páginas de membros',
  'panel.playerTribe': 'Tribo: {tribe}',
  'panel.rank': '#{rank} de {of} em {stat}',
  'panel.notRanked': 'Sem posição em {stat}',
  'stat.kd': 'KD',
  'stat.wildDinoKills': 'Abates de dinos selvagens',
  'stat.dinosTamed': 'Dinos domados',
  'stat.deathsByDino': 'Mortes por dinos',
  'stat.deathsByWildDino': 'Mortes por dinos selvagens',
  'stat.members': 'Membros',

  // The history chart of a detail panel (docs/adr/0063-history.md).
  'history.title': '{stat} ao longo do tempo',
  'history.spans': 'Dias exibidos',
  'history.span': {
    one: '{count} dia',
    many: '{count} de dias',
    other: '{count} dias',
  },
  'history.rank': 'Posição em {stat}',
  'history.day': 'Dia',
  'history.rankValue': '#{rank}',
  'history.values': 'Valores por dia',
  'history.none': 'Nenhum histórico registrado ainda.',
  'history.single': 'Apenas um dia registrado até agora: {value} em {day}.',
  'history.summary': '{stat} de {from} em {start} a {to} em {end}.',
  'history.rankSummary': 'Posição em {stat} de #{from} a #{to}.',

  'board.title.tribes.tribe_score': 'Melhores tribos por pontuação',
  'board.title.tribes.kills': 'Melhores tribos por abates',
  'board.title.tribes.deaths': 'Melhores tribos por mortes',
  'board.title.tribes.tamed_dino_kills': 'Melhores tribos por abates de dinos domados',
  'board.title.tribes.time_played': 'Melhores tribos por tempo jogado',
  'board.title.players.kills': 'Melhores jogadores por abates',
  'board.title.players.deaths': 'Melhores jogadores por mortes',
  'board.title.players.tamed_dino_kills': 'Melhores jogadores por abates de dinos domados',
  'board.title.players.time_played': 'Melhores jogadores por tempo jogado',
  'board.value.tribe_score': 'pontuação: {value}',
  'board.value.kills': 'abates: {value}',
  'board.value.deaths': 'mortes: {value}',
  'board.value.tamed_dino_kills': 'abates de dinos domados: {value}',
  'board.value.time_played': '{value}',
  'board.empty': 'Ainda não há ranking.',

  // The hall of fame (docs/adr/0074-the-hall-of-fame.md): a panel's medal count.
  'panel.medals': 'Medalhas',
  'panel.medals.gold': 'Ouro: {count}',
  'panel.medals.silver': 'Prata: {count}',
  'panel.medals.bronze': 'Bronze: {count}',
  'panel.medals.link': 'Ver o hall da fama',
  'hall.records': 'Recordes',
  'hall.champions': 'Campeões',
  'hall.medals': 'Quadro de medalhas',
  'hall.seasons': 'Temporadas anteriores',
  'hall.board.players': 'Jogadores',
  'hall.board.tribes': 'Tribos',
  'hall.boardChoice': 'Medalhas de',
  'hall.span.day': 'Melhor dia',
  'hall.span.week': 'Melhor semana',
  'hall.span.month': 'Melhor mês',
  'hall.period.week': 'Semana de {day}',
  'hall.period.month': 'Mês de {day}',
  'hall.column.stat': 'Estatística',
  'hall.column.span': 'Recorde',
  'hall.column.gain': 'Ganho',
  'hall.column.since': 'Desde',
  'hall.column.period': 'Período',
  'hall.column.name': 'Nome',
  'hall.column.value': 'Valor',
  'hall.column.gold': 'Ouro',
  'hall.column.silver': 'Prata',
  'hall.column.bronze': 'Bronze',
  'hall.championsPager': 'Páginas dos campeões',
  'hall.medalsPager': 'Páginas do quadro de medalhas',
  'hall.empty':
    'Nenhuma semana terminou ainda. O hall da fama é preenchido quando a primeira semana terminar, em {day} às 00:00 ({timezone}).',
  'hall.emptyNoWeek':
    'Nenhuma semana terminou ainda. O hall da fama é preenchido quando a primeira semana terminar.',
  // The hall's link preview (issue 56).
  'hall.preview.line': '{label}: {name} — {value}',

  // What a cluster keeps and the history chart's dates (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
  'history.unchangedSince': 'Sem mudanças desde {day}: {value}.',
  'log.byName': 'identificado pelo nome',
};

export default later;
