// English words of the later views, the source of every other `*-later.ts`: the detail panel,
// its history chart, the hall of fame, compare, the board's titles told elsewhere. Another
// language's are loaded when a later view first needs them, English's too: no module of the page's
// first load imports this one (docs/adr/0098-words-in-two-parts.md). Plain data with no imports, as
// en-messages.ts.
export const EN_LATER_MESSAGES = {
  // The detail panel.
  'panel.player.title': 'Player details',
  'panel.tribe.title': 'Tribe details',
  'panel.player.notFound': 'This player is not on the board: hidden or unknown.',
  'panel.tribe.notFound': 'This tribe is not on the board: hidden or unknown.',
  'panel.failed': 'The details could not be loaded. Please try again later.',
  'panel.ranks': 'Ranks',
  'panel.members': 'Members',
  'panel.membersPager': 'Members pages',
  'panel.playerTribe': 'Tribe: {tribe}',
  'panel.rank': '#{rank} of {of} in {stat}',
  'panel.notRanked': 'Not ranked in {stat}',
  'stat.kd': 'KD',
  'stat.wildDinoKills': 'Wild Dino Kills',
  'stat.dinosTamed': 'Dinos Tamed',
  'stat.deathsByDino': 'Deaths by Dino',
  'stat.deathsByWildDino': 'Deaths by Wild Dino',
  'stat.members': 'Members',

  // The history chart of a detail panel (docs/adr/0063-history.md).
  'history.title': '{stat} over time',
  'history.spans': 'Days shown',
  'history.span': {
    one: '{count} day',
    other: '{count} days',
  },
  'history.rank': 'Rank in {stat}',
  'history.day': 'Day',
  'history.rankValue': '#{rank}',
  'history.values': 'Values by day',
  'history.none': 'No history recorded yet.',
  'history.single': 'Only one day recorded so far: {value} on {day}.',
  'history.summary': '{stat} from {from} on {start} to {to} on {end}.',
  'history.rankSummary': 'Rank in {stat} from #{from} to #{to}.',

  // A board told elsewhere: link previews, /og.png, /embed and Discord posts.
  'board.title.tribes.tribe_score': 'Top tribes by score',
  'board.title.tribes.kills': 'Top tribes by kills',
  'board.title.tribes.deaths': 'Top tribes by deaths',
  'board.title.tribes.tamed_dino_kills': 'Top tribes by tamed dino kills',
  'board.title.tribes.time_played': 'Top tribes by time played',
  'board.title.players.kills': 'Top players by kills',
  'board.title.players.deaths': 'Top players by deaths',
  'board.title.players.tamed_dino_kills': 'Top players by tamed dino kills',
  'board.title.players.time_played': 'Top players by time played',
  'board.value.tribe_score': '{value} score',
  'board.value.kills': '{value} kills',
  'board.value.deaths': '{value} deaths',
  'board.value.tamed_dino_kills': '{value} tamed dino kills',
  'board.value.time_played': '{value}',
  'board.empty': 'No rankings yet.',

  // The hall of fame (docs/adr/0074-the-hall-of-fame.md): a panel's medal count.
  'panel.medals': 'Medals',
  'panel.medals.gold': 'Gold: {count}',
  'panel.medals.silver': 'Silver: {count}',
  'panel.medals.bronze': 'Bronze: {count}',
  'panel.medals.link': 'See the hall of fame',
  'hall.records': 'Records',
  'hall.champions': 'Champions',
  'hall.medals': 'Medal table',
  'hall.seasons': 'Past seasons',
  'hall.board.players': 'Players',
  'hall.board.tribes': 'Tribes',
  'hall.boardChoice': 'Medals of',
  'hall.span.day': 'Best day',
  'hall.span.week': 'Best week',
  'hall.span.month': 'Best month',
  'hall.period.week': 'Week of {day}',
  'hall.period.month': 'Month of {day}',
  'hall.column.stat': 'Statistic',
  'hall.column.span': 'Record',
  'hall.column.gain': 'Gain',
  'hall.column.since': 'Since',
  'hall.column.period': 'Period',
  'hall.column.name': 'Name',
  'hall.column.value': 'Value',
  'hall.column.gold': 'Gold',
  'hall.column.silver': 'Silver',
  'hall.column.bronze': 'Bronze',
  'hall.championsPager': 'Champions pages',
  'hall.medalsPager': 'Medal table pages',
  'hall.empty': 'No week has closed yet: the first closes at 00:00 on {day} ({timezone}).',
  'hall.emptyNoWeek': 'No week has closed yet.',
  // The hall's link preview (issue 56).
  'hall.preview.line': '{label}: {name} — {value}',

  // What a cluster keeps and the history chart's dates (docs/adr/0070-what-a-cluster-keeps-and-the-chart.md).
  'history.unchangedSince': 'Unchanged since {day}: {value}.',
  'log.byName': 'matched by name',
  'log.lastSeen': 'Last seen',
  'log.sessions': 'Sessions',
  'population.title': 'Players online',
  'population.summary':
    'Players online each hour, {days} days: at most {most}, on {day}; {last} in the last hour.',
  'population.peak': 'Most online',

  // The comparison (docs/adr/0083-compare.md): its table and the line of what it left out.
  'compare.title.players': 'Compare players',
  'compare.title.tribes': 'Compare tribes',
  'compare.statistic': 'Statistic',
  'compare.best': 'best',
  'compare.rank': 'Rank',
  'compare.rankValue': '#{rank}',
  'compare.remove': 'Remove',
  'compare.removeName': 'Remove {name} from the comparison',
  'compare.add.players': 'Add a player',
  'compare.add.tribes': 'Add a tribe',
  // Between the names compared, as in "Ann vs Bob" (the preview's title and image).
  'compare.versus': 'vs',
  'compare.leftOut': 'Left out: {reasons}.',
  'compare.leftOut.and': '{list}, {next}',
  'compare.leftOut.not_found': {
    one: '{count} id not found or hidden',
    other: '{count} ids not found or hidden',
  },
  'compare.leftOut.repeated': {
    one: '{count} id repeated',
    other: '{count} ids repeated',
  },
  'compare.leftOut.over_limit': {
    one: '{count} id over the limit of {max}',
    other: '{count} ids over the limit of {max}',
  },
};

export default EN_LATER_MESSAGES;
