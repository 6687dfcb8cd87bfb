// The words of the Discord slash commands (docs/adr/0071-discord-commands.md): the commands' and
// options' names and descriptions as Discord lists them, and the answers' own sentences, in the
// board's nine languages. A server-only catalog, its own entry (`@ark/core/discord`): the page
// never loads it, so its first load stays within its budget (docs/adr/0012-page-budget.md). The
// board's shared words (statistics, periods, ranks) come from the page's catalogs.
import type { LanguageCode } from './catalogs/language-codes';

/** English, the source: every other language has every key, with the same placeholders. */
const EN = {
  'command.rank.name': 'rank',
  'command.rank.description': "A player's ranks on the board",
  'command.top.name': 'top',
  'command.top.description': "A board's top 10",
  'command.tribe.name': 'tribe',
  'command.tribe.description': "A tribe's ranks and its top members",
  'command.compare.name': 'compare',
  'command.compare.description': 'Two players or two tribes side by side',
  'option.player.name': 'player',
  'option.player.description': 'The player: start typing a name, or give an ID',
  'option.tribe.name': 'tribe',
  'option.tribe.description': 'The tribe: start typing a name, or give an ID',
  'option.first.name': 'first',
  'option.first.description': 'The first: start typing a name, or give an ID',
  'option.second.name': 'second',
  'option.second.description': 'The second: start typing a name, or give an ID',
  'option.board.name': 'board',
  'option.board.description': 'Players or tribes',
  'option.stat.name': 'stat',
  'option.stat.description': 'The statistic ranked by',
  'option.period.name': 'period',
  'option.period.description': 'The period ranked over',
  'option.cluster.name': 'cluster',
  'option.cluster.description': 'The cluster (the first one when left out)',
  'answer.open': 'Open on the board',
  'answer.periodRank': '{period}: {rank}',
  'answer.topMembers': 'Top members',
  'answer.tribeOf': 'Tribe: {tribe}',
  'error.unknownPlayer': 'No player "{name}" on {cluster}.',
  'error.unknownTribe': 'No tribe "{name}" on {cluster}.',
  'error.severalPlayers': 'Several players match "{name}": pick one from the list as you type.',
  'error.severalTribes': 'Several tribes match "{name}": pick one from the list as you type.',
  'error.unknownCommand': 'The board does not answer this command any more.',
  'error.staleOption': '"{value}" is not offered any more: type the command again.',
  'error.wrongStat': 'Players are not ranked by {stat}: tribes are.',
  'answer.best': 'best',
  'error.sameTwice': 'Pick two different ones to compare.',
  'error.noData': 'The board has no data yet.',
  'error.failed': 'The board could not answer this time. Please try again later.',
  // A post's line when its period's record fell (issue 56, docs/adr/0091-records-said-and-rebuilt.md):
  // a post's words, never the page's.
  'post.recordFell.day':
    'New daily record for {stat}: {name} with {value}, {by} more than {old} ({oldValue}).',
  'post.recordFell.week':
    'New weekly record for {stat}: {name} with {value}, {by} more than {old} ({oldValue}).',
  'post.recordFell.month':
    'New monthly record for {stat}: {name} with {value}, {by} more than {old} ({oldValue}).',
} as const;

/** A key of the Discord catalog. */
export type DiscordMessageKey = keyof typeof EN;

/** One language's Discord messages: every English key. */
export type DiscordMessages = Readonly<Record<DiscordMessageKey, string>>;

const de: DiscordMessages = {
  'command.rank.name': 'rang',
  'command.rank.description': 'Die Ränge eines Spielers in der Bestenliste',
  'command.top.name': 'top',
  'command.top.description': 'Die Top 10 einer Bestenliste',
  'command.tribe.name': 'stamm',
  'command.tribe.description': 'Die Ränge eines Stammes und seine besten Mitglieder',
  'command.compare.name': 'vergleich',
  'command.compare.description': 'Zwei Spieler oder zwei Stämme nebeneinander',
  'option.player.name': 'spieler',
  'option.player.description': 'Der Spieler: einen Namen tippen oder eine ID angeben',
  'option.tribe.name': 'stamm',
  'option.tribe.description': 'Der Stamm: einen Namen tippen oder eine ID angeben',
  'option.first.name': 'erster',
  'option.first.description': 'Der Erste: einen Namen tippen oder eine ID angeben',
  'option.second.name': 'zweiter',
  'option.second.description': 'Der Zweite: einen Namen tippen oder eine ID angeben',
  'option.board.name': 'liste',
  'option.board.description': 'Spieler oder Stämme',
  'option.stat.name': 'wert',
  'option.stat.description': 'Der Wert, nach dem sortiert wird',
  'option.period.name': 'zeitraum',
  'option.period.description': 'Der Zeitraum der Wertung',
  'option.cluster.name': 'cluster',
  'option.cluster.description': 'Der Cluster (ohne Angabe der erste)',
  'answer.open': 'In der Bestenliste öffnen',
  'answer.periodRank': '{period}: {rank}',
  'answer.topMembers': 'Beste Mitglieder',
  'answer.tribeOf': 'Stamm: {tribe}',
  'error.unknownPlayer': 'Kein Spieler „{name}“ in {cluster}.',
  'error.unknownTribe': 'Kein Stamm „{name}“ in {cluster}.',
  'error.severalPlayers':
    'Mehrere Spieler passen zu „{name}“: beim Tippen einen aus der Liste wählen.',
  'error.severalTribes':
    'Mehrere Stämme passen zu „{name}“: beim Tippen einen aus der Liste wählen.',
  'error.unknownCommand': 'Die Bestenliste beantwortet diesen Befehl nicht mehr.',
  'error.staleOption': '„{value}“ wird nicht mehr angeboten: den Befehl bitte neu eingeben.',
  'error.wrongStat': 'Spieler werden nicht nach {stat} sortiert, Stämme schon.',
  'answer.best': 'am besten',
  'error.sameTwice': 'Wähle zwei verschiedene zum Vergleichen.',
  'error.noData': 'Die Bestenliste hat noch keine Daten.',
  'error.failed': 'Die Bestenliste konnte diesmal nicht antworten. Bitte später erneut versuchen.',
  'post.recordFell.day':
    'Neuer Tagesrekord bei {stat}: {name} mit {value}, {by} mehr als {old} ({oldValue}).',
  'post.recordFell.week':
    'Neuer Wochenrekord bei {stat}: {name} mit {value}, {by} mehr als {old} ({oldValue}).',
  'post.recordFell.month':
    'Neuer Monatsrekord bei {stat}: {name} mit {value}, {by} mehr als {old} ({oldValue}).',
};

const fr: DiscordMessages = {
  'command.rank.name': 'rang',
  'command.rank.description': 'Les rangs d’un joueur au classement',
  'command.top.name': 'top',
  'command.top.description': 'Le top 10 d’un classement',
  'command.tribe.name': 'tribu',
  'command.tribe.description': 'Les rangs d’une tribu et ses meilleurs membres',
  'command.compare.name': 'comparer',
  'command.compare.description': 'Deux joueurs ou deux tribus côte à côte',
  'option.player.name': 'joueur',
  'option.player.description': 'Le joueur : tapez un nom ou donnez un ID',
  'option.tribe.name': 'tribu',
  'option.tribe.description': 'La tribu : tapez un nom ou donnez un ID',
  'option.first.name': 'premier',
  'option.first.description': 'Le premier : tapez un nom, ou donnez un ID',
  'option.second.name': 'second',
  'option.second.description': 'Le second : tapez un nom, ou donnez un ID',
  'option.board.name': 'classement',
  'option.board.description': 'Joueurs ou tribus',
  'option.stat.name': 'statistique',
  'option.stat.description': 'La statistique du classement',
  'option.period.name': 'période',
  'option.period.description': 'La période du classement',
  'option.cluster.name': 'cluster',
  'option.cluster.description': 'Le cluster (le premier s’il est omis)',
  'answer.open': 'Ouvrir dans le classement',
  'answer.periodRank': '{period} : {rank}',
  'answer.topMembers': 'Meilleurs membres',
  'answer.tribeOf': 'Tribu : {tribe}',
  'error.unknownPlayer': 'Aucun joueur « {name} » sur {cluster}.',
  'error.unknownTribe': 'Aucune tribu « {name} » sur {cluster}.',
  'error.severalPlayers':
    'Plusieurs joueurs correspondent à « {name} » : choisissez-en un dans la liste en tapant.',
  'error.severalTribes':
    'Plusieurs tribus correspondent à « {name} » : choisissez-en une dans la liste en tapant.',
  'error.unknownCommand': 'Le classement ne répond plus à cette commande.',
  'error.staleOption': '« {value} » n’est plus proposé : retapez la commande.',
  'error.wrongStat': 'Les joueurs ne sont pas classés par {stat} : les tribus le sont.',
  'answer.best': 'le meilleur',
  'error.sameTwice': 'Choisissez-en deux différents à comparer.',
  'error.noData': 'Le classement n’a pas encore de données.',
  'error.failed': 'Le classement n’a pas pu répondre cette fois. Réessayez plus tard.',
  'post.recordFell.day':
    'Nouveau record quotidien ({stat}) : {name} avec {value}, {by} de plus que {old} ({oldValue}).',
  'post.recordFell.week':
    'Nouveau record hebdomadaire ({stat}) : {name} avec {value}, {by} de plus que {old} ({oldValue}).',
  'post.recordFell.month':
    'Nouveau record mensuel ({stat}) : {name} avec {value}, {by} de plus que {old} ({oldValue}).',
};

const es: DiscordMessages = {
  'command.rank.name': 'rango',
  'command.rank.description': 'Los puestos de un jugador en la clasificación',
  'command.top.name': 'top',
  'command.top.description': 'El top 10 de una clasificación',
  'command.tribe.name': 'tribu',
  'command.tribe.description': 'Los puestos de una tribu y sus mejores miembros',
  'command.compare.name': 'comparar',
  'command.compare.description': 'Dos jugadores o dos tribus lado a lado',
  'option.player.name': 'jugador',
  'option.player.description': 'El jugador: escribe un nombre o da un ID',
  'option.tribe.name': 'tribu',
  'option.tribe.description': 'La tribu: escribe un nombre o da un ID',
  'option.first.name': 'primero',
  'option.first.description': 'El primero: escribe un nombre o da un ID',
  'option.second.name': 'segundo',
  'option.second.description': 'El segundo: escribe un nombre o da un ID',
  'option.board.name': 'tabla',
  'option.board.description': 'Jugadores o tribus',
  'option.stat.name': 'estadística',
  'option.stat.description': 'La estadística que ordena la tabla',
  'option.period.name': 'periodo',
  'option.period.description': 'El periodo de la clasificación',
  'option.cluster.name': 'cluster',
  'option.cluster.description': 'El clúster (el primero si se omite)',
  'answer.open': 'Abrir en la clasificación',
  'answer.periodRank': '{period}: {rank}',
  'answer.topMembers': 'Mejores miembros',
  'answer.tribeOf': 'Tribu: {tribe}',
  'error.unknownPlayer': 'No hay ningún jugador «{name}» en {cluster}.',
  'error.unknownTribe': 'No hay ninguna tribu «{name}» en {cluster}.',
  'error.severalPlayers':
    'Varios jugadores coinciden con «{name}»: elige uno de la lista mientras escribes.',
  'error.severalTribes':
    'Varias tribus coinciden con «{name}»: elige una de la lista mientras escribes.',
  'error.unknownCommand': 'La clasificación ya no responde a este comando.',
  'error.staleOption': '«{value}» ya no se ofrece: escribe el comando de nuevo.',
  'error.wrongStat': 'Los jugadores no se clasifican por {stat}; las tribus sí.',
  'answer.best': 'el mejor',
  'error.sameTwice': 'Elige dos distintos para comparar.',
  'error.noData': 'La clasificación aún no tiene datos.',
  'error.failed': 'La clasificación no pudo responder esta vez. Inténtalo más tarde.',
  'post.recordFell.day':
    'Nuevo récord diario de {stat}: {name} con {value}, {by} más que {old} ({oldValue}).',
  'post.recordFell.week':
    'Nuevo récord semanal de {stat}: {name} con {value}, {by} más que {old} ({oldValue}).',
  'post.recordFell.month':
    'Nuevo récord mensual de {stat}: {name} con {value}, {by} más que {old} ({oldValue}).',
};

const ptBR: DiscordMessages = {
  'command.rank.name': 'posição',
  'command.rank.description': 'As posições de um jogador no ranking',
  'command.top.name': 'top',
  'command.top.description': 'O top 10 de um ranking',
  'command.tribe.name': 'tribo',
  'command.tribe.description': 'As posições de uma tribo e seus melhores membros',
  'command.compare.name': 'comparar',
  'command.compare.description': 'Dois jogadores ou duas tribos lado a lado',
  'option.player.name': 'jogador',
  'option.player.description': 'O jogador: digite um nome ou informe um ID',
  'option.tribe.name': 'tribo',
  'option.tribe.description': 'A tribo: digite um nome ou informe um ID',
  'option.first.name': 'primeiro',
  'option.first.description': 'O primeiro: digite um nome ou informe um ID',
  'option.second.name': 'segundo',
  'option.second.description': 'O segundo: digite um nome ou informe um ID',
  'option.board.name': 'ranking',
  'option.board.description': 'Jogadores ou tribos',
  'option.stat.name': 'estatística',
  'option.stat.description': 'A estatística que ordena o ranking',
  'option.period.name': 'período',
  'option.period.description': 'O período do ranking',
  'option.cluster.name': 'cluster',
  'option.cluster.description': 'O cluster (o primeiro, se omitido)',
  'answer.open': 'Abrir no ranking',
  'answer.periodRank': '{period}: {rank}',
  'answer.topMembers': 'Melhores membros',
  'answer.tribeOf': 'Tribo: {tribe}',
  'error.unknownPlayer': 'Nenhum jogador "{name}" em {cluster}.',
  'error.unknownTribe': 'Nenhuma tribo "{name}" em {cluster}.',
  'error.severalPlayers':
    'Vários jogadores correspondem a "{name}": escolha um da lista enquanto digita.',
  'error.severalTribes':
    'Várias tribos correspondem a "{name}": escolha uma da lista enquanto digita.',
  'error.unknownCommand': 'O ranking não responde mais a este comando.',
  'error.staleOption': '"{value}" não é mais oferecido: digite o comando de novo.',
  'error.wrongStat': 'Jogadores não são classificados por {stat}; tribos são.',
  'answer.best': 'o melhor',
  'error.sameTwice': 'Escolha dois diferentes para comparar.',
  'error.noData': 'O ranking ainda não tem dados.',
  'error.failed': 'O ranking não conseguiu responder desta vez. Tente novamente mais tarde.',
  'post.recordFell.day':
    'Novo recorde diário de {stat}: {name} com {value}, {by} a mais que {old} ({oldValue}).',
  'post.recordFell.week':
    'Novo recorde semanal de {stat}: {name} com {value}, {by} a mais que {old} ({oldValue}).',
  'post.recordFell.month':
    'Novo recorde mensal de {stat}: {name} com {value}, {by} a mais que {old} ({oldValue}).',
};

const ru: DiscordMessages = {
  'command.rank.name': 'ранг',
  'command.rank.description': 'Места игрока в рейтинге',
  'command.top.name': 'топ',
  'command.top.description': 'Первая десятка рейтинга',
  'command.tribe.name': 'племя',
  'command.tribe.description': 'Места племени и его лучшие участники',
  'command.compare.name': 'сравнить',
  'command.compare.description': 'Два игрока или два племени рядом',
  'option.player.name': 'игрок',
  'option.player.description': 'Игрок: начните вводить имя или укажите ID',
  'option.tribe.name': 'племя',
  'option.tribe.description': 'Племя: начните вводить название или укажите ID',
  'option.first.name': 'первый',
  'option.first.description': 'Первый: начните вводить имя или укажите ID',
  'option.second.name': 'второй',
  'option.second.description': 'Второй: начните вводить имя или укажите ID',
  'option.board.name': 'рейтинг',
  'option.board.description': 'Игроки или племена',
  'option.stat.name': 'показатель',
  'option.stat.description': 'Показатель, по которому строится рейтинг',
  'option.period.name': 'период',
  'option.period.description': 'Период рейтинга',
  'option.cluster.name': 'кластер',
  'option.cluster.description': 'Кластер (если не указан, первый)',
  'answer.open': 'Открыть в рейтинге',
  'answer.periodRank': '{period}: {rank}',
  'answer.topMembers': 'Лучшие участники',
  'answer.tribeOf': 'Племя: {tribe}',
  'error.unknownPlayer': 'Игрока «{name}» нет в {cluster}.',
  'error.unknownTribe': 'Племени «{name}» нет в {cluster}.',
  'error.severalPlayers':
    'Под «{name}» подходят несколько игроков: выберите одного из списка при вводе.',
  'error.severalTribes':
    'Под «{name}» подходят несколько племён: выберите одно из списка при вводе.',
  'error.unknownCommand': 'Рейтинг больше не отвечает на эту команду.',
  'error.staleOption': '«{value}» больше не предлагается: введите команду заново.',
  'error.wrongStat': 'Игроки не ранжируются по показателю «{stat}», племена — да.',
  'answer.best': 'лучший',
  'error.sameTwice': 'Выберите двух разных для сравнения.',
  'error.noData': 'В рейтинге пока нет данных.',
  'error.failed': 'Рейтинг не смог ответить. Попробуйте позже.',
  'post.recordFell.day':
    'Новый дневной рекорд ({stat}): {name} — {value}, на {by} больше, чем у {old} ({oldValue}).',
  'post.recordFell.week':
    'Новый недельный рекорд ({stat}): {name} — {value}, на {by} больше, чем у {old} ({oldValue}).',
  'post.recordFell.month':
    'Новый месячный рекорд ({stat}): {name} — {value}, на {by} больше, чем у {old} ({oldValue}).',
};

const pl: DiscordMessages = {
  'command.rank.name': 'pozycja',
  'command.rank.description': 'Pozycje gracza w rankingu',
  'command.top.name': 'top',
  'command.top.description': 'Pierwsza dziesiątka rankingu',
  'command.tribe.name': 'plemię',
  'command.tribe.description': 'Pozycje plemienia i jego najlepsi członkowie',
  'command.compare.name': 'porównaj',
  'command.compare.description': 'Dwóch graczy lub dwa plemiona obok siebie',
  'option.player.name': 'gracz',
  'option.player.description': 'Gracz: zacznij wpisywać nazwę albo podaj ID',
  'option.tribe.name': 'plemię',
  'option.tribe.description': 'Plemię: zacznij wpisywać nazwę albo podaj ID',
  'option.first.name': 'pierwszy',
  'option.first.description': 'Pierwszy: zacznij wpisywać nazwę albo podaj ID',
  'option.second.name': 'drugi',
  'option.second.description': 'Drugi: zacznij wpisywać nazwę albo podaj ID',
  'option.board.name': 'ranking',
  'option.board.description': 'Gracze lub plemiona',
  'option.stat.name': 'statystyka',
  'option.stat.description': 'Statystyka, według której liczy się ranking',
  'option.period.name': 'okres',
  'option.period.description': 'Okres rankingu',
  'option.cluster.name': 'klaster',
  'option.cluster.description': 'Klaster (bez podania pierwszy)',
  'answer.open': 'Otwórz w rankingu',
  'answer.periodRank': '{period}: {rank}',
  'answer.topMembers': 'Najlepsi członkowie',
  'answer.tribeOf': 'Plemię: {tribe}',
  'error.unknownPlayer': 'Brak gracza „{name}” w {cluster}.',
  'error.unknownTribe': 'Brak plemienia „{name}” w {cluster}.',
  'error.severalPlayers':
    'Do „{name}” pasuje kilku graczy: wybierz jednego z listy podczas pisania.',
  'error.severalTribes': 'Do „{name}” pasuje kilka plemion: wybierz jedno z listy podczas pisania.',
  'error.unknownCommand': 'Ranking nie odpowiada już na to polecenie.',
  'error.staleOption': '„{value}” nie jest już dostępne: wpisz polecenie ponownie.',
  'error.wrongStat': 'Gracze nie są klasyfikowani według: {stat}; plemiona tak.',
  'answer.best': 'najlepszy',
  'error.sameTwice': 'Wybierz dwa różne do porównania.',
  'error.noData': 'Ranking nie ma jeszcze danych.',
  'error.failed': 'Ranking nie mógł teraz odpowiedzieć. Spróbuj ponownie później.',
  'post.recordFell.day':
    'Nowy rekord dnia w kategorii {stat}: {name} z wynikiem {value}, o {by} więcej niż {old} ({oldValue}).',
  'post.recordFell.week':
    'Nowy rekord tygodnia w kategorii {stat}: {name} z wynikiem {value}, o {by} więcej niż {old} ({oldValue}).',
  'post.recordFell.month':
    'Nowy rekord miesiąca w kategorii {stat}: {name} z wynikiem {value}, o {by} więcej niż {old} ({oldValue}).',
};

const zhHans: DiscordMessages = {
  'command.rank.name': '排名',
  'command.rank.description': '玩家在排行榜上的排名',
  'command.top.name': '前十',
  'command.top.description': '排行榜的前 10 名',
  'command.tribe.name': '部落',
  'command.tribe.description': '部落的排名及其最佳成员',
  'command.compare.name': '比较',
  'command.compare.description': '并排比较两名玩家或两个部落',
  'option.player.name': '玩家',
  'option.player.description': '玩家：输入名称或 ID',
  'option.tribe.name': '部落',
  'option.tribe.description': '部落：输入名称或 ID',
  'option.first.name': '第一个',
  'option.first.description': '第一个：输入名称，或给出 ID',
  'option.second.name': '第二个',
  'option.second.description': '第二个：输入名称，或给出 ID',
  'option.board.name': '榜单',
  'option.board.description': '玩家或部落',
  'option.stat.name': '统计',
  'option.stat.description': '排行依据的统计项',
  'option.period.name': '时段',
  'option.period.description': '排行的时间段',
  'option.cluster.name': '集群',
  'option.cluster.description': '集群（不填则为第一个）',
  'answer.open': '在排行榜中打开',
  'answer.periodRank': '{period}：{rank}',
  'answer.topMembers': '最佳成员',
  'answer.tribeOf': '部落：{tribe}',
  'error.unknownPlayer': '{cluster} 中没有玩家“{name}”。',
  'error.unknownTribe': '{cluster} 中没有部落“{name}”。',
  'error.severalPlayers': '有多名玩家匹配“{name}”：请在输入时从列表中选择一个。',
  'error.severalTribes': '有多个部落匹配“{name}”：请在输入时从列表中选择一个。',
  'error.unknownCommand': '排行榜已不再响应此命令。',
  'error.staleOption': '“{value}”已不再提供：请重新输入命令。',
  'error.wrongStat': '玩家不按{stat}排名，部落才按此排名。',
  'answer.best': '最佳',
  'error.sameTwice': '请选择两个不同的进行比较。',
  'error.noData': '排行榜还没有数据。',
  'error.failed': '排行榜这次未能回答，请稍后再试。',
  'post.recordFell.day': '{stat}日纪录刷新：{name} 获得 {value}，比 {old}（{oldValue}）多 {by}。',
  'post.recordFell.week': '{stat}周纪录刷新：{name} 获得 {value}，比 {old}（{oldValue}）多 {by}。',
  'post.recordFell.month': '{stat}月纪录刷新：{name} 获得 {value}，比 {old}（{oldValue}）多 {by}。',
};

const ja: DiscordMessages = {
  'command.rank.name': 'ランク',
  'command.rank.description': 'ランキングでのプレイヤーの順位',
  'command.top.name': 'トップ',
  'command.top.description': 'ランキングのトップ10',
  'command.tribe.name': 'トライブ',
  'command.tribe.description': 'トライブの順位と上位メンバー',
  'command.compare.name': '比較',
  'command.compare.description': 'プレイヤー2人または部族2つを並べて比較',
  'option.player.name': 'プレイヤー',
  'option.player.description': 'プレイヤー：名前を入力するか ID を指定',
  'option.tribe.name': 'トライブ',
  'option.tribe.description': 'トライブ：名前を入力するか ID を指定',
  'option.first.name': 'ひとつめ',
  'option.first.description': 'ひとつめ：名前を入力するか、IDを指定',
  'option.second.name': 'ふたつめ',
  'option.second.description': 'ふたつめ：名前を入力するか、IDを指定',
  'option.board.name': 'ボード',
  'option.board.description': 'プレイヤーまたはトライブ',
  'option.stat.name': '統計',
  'option.stat.description': '順位の基準となる統計',
  'option.period.name': '期間',
  'option.period.description': 'ランキングの期間',
  'option.cluster.name': 'クラスター',
  'option.cluster.description': 'クラスター（省略時は最初のもの）',
  'answer.open': 'ランキングで開く',
  'answer.periodRank': '{period}：{rank}',
  'answer.topMembers': '上位メンバー',
  'answer.tribeOf': 'トライブ：{tribe}',
  'error.unknownPlayer': '{cluster} にプレイヤー「{name}」はいません。',
  'error.unknownTribe': '{cluster} にトライブ「{name}」はありません。',
  'error.severalPlayers':
    '「{name}」に一致するプレイヤーが複数います：入力中のリストから選んでください。',
  'error.severalTribes':
    '「{name}」に一致するトライブが複数あります：入力中のリストから選んでください。',
  'error.unknownCommand': 'ランキングはこのコマンドにもう応答しません。',
  'error.staleOption': '「{value}」はもう選べません：コマンドを入力し直してください。',
  'error.wrongStat': 'プレイヤーは{stat}では順位付けされません（トライブのみ）。',
  'answer.best': '最高',
  'error.sameTwice': '比較するには異なる2つを選んでください。',
  'error.noData': 'ランキングにはまだデータがありません。',
  'error.failed': 'ランキングは今回応答できませんでした。後でもう一度お試しください。',
  'post.recordFell.day':
    '{stat}の日間記録更新：{name}が{value}（{old}の{oldValue}を{by}上回りました）。',
  'post.recordFell.week':
    '{stat}の週間記録更新：{name}が{value}（{old}の{oldValue}を{by}上回りました）。',
  'post.recordFell.month':
    '{stat}の月間記録更新：{name}が{value}（{old}の{oldValue}を{by}上回りました）。',
};

/** The Discord messages of each language of the board. */
export const DISCORD_MESSAGES: Readonly<Record<LanguageCode, DiscordMessages>> = {
  en: EN,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  ru,
  pl,
  'zh-Hans': zhHans,
  ja,
};

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A Discord message in a language, placeholders filled with the values as given (escaping user
 * text for Discord's markdown is the caller's job: the values here may hold markdown on purpose).
 * @example discordText('de', 'answer.tribeOf', { tribe: 'Rex' }) // "Stamm: Rex"
 */
export function discordText(
  language: LanguageCode,
  key: DiscordMessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  const message = DISCORD_MESSAGES[language][key] ?? EN[key];
  return message.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
