/**
 * Words the catalogue is built from. Each entry is one concept in several languages
 * (`en|es|fr|de|ja`), so titles and tags come in a few languages and a search in one language
 * finds that language's items.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** How often each language is used for an item's title and tags. */
export const LANGUAGE_WEIGHTS: Readonly<Record<Language, number>> = {
  en: 0.7,
  es: 0.1,
  fr: 0.08,
  de: 0.07,
  ja: 0.05,
};

type Concept = Readonly<Record<Language, string>>;

function concepts(lines: string): Concept[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [en, es, fr, de, ja] = line.trim().split('|');
      if (!en || !es || !fr || !de || !ja) throw new Error(`bad vocabulary line: ${line}`);
      return { en, es, fr, de, ja };
    });
}

export const SUBJECTS = concepts(`
  cat|gato|chat|katze|猫
  dog|perro|chien|hund|犬
  puppy|cachorro|chiot|welpe|子犬
  bird|pájaro|oiseau|vogel|鳥
  panda|panda|panda|panda|パンダ
  penguin|pingüino|manchot|pinguin|ペンギン
  robot|robot|robot|roboter|ロボット
  pizza|pizza|pizza|pizza|ピザ
  coffee|café|café|kaffee|コーヒー
  cake|pastel|gâteau|kuchen|ケーキ
  rain|lluvia|pluie|regen|雨
  snow|nieve|neige|schnee|雪
  ocean|océano|océan|ozean|海
  space|espacio|espace|weltraum|宇宙
  rocket|cohete|fusée|rakete|ロケット
  football|fútbol|football|fußball|サッカー
  basketball|baloncesto|basket|basketball|バスケ
  guitar|guitarra|guitare|gitarre|ギター
  party|fiesta|fête|party|パーティー
  friends|amigos|amis|freunde|友達
  baby|bebé|bébé|baby|赤ちゃん
  monday|lunes|lundi|montag|月曜日
  weekend|finde|weekend|wochenende|週末
  birthday|cumpleaños|anniversaire|geburtstag|誕生日
  fire|fuego|feu|feuer|火
  heart|corazón|cœur|herz|ハート
  star|estrella|étoile|stern|星
  flower|flor|fleur|blume|花
  money|dinero|argent|geld|お金
  computer|ordenador|ordinateur|computer|パソコン
  unicorn|unicornio|licorne|einhorn|ユニコーン
  dinosaur|dinosaurio|dinosaure|dinosaurier|恐竜
  ghost|fantasma|fantôme|geist|おばけ
  train|tren|train|zug|電車
  car|coche|voiture|auto|車
  sun|sol|soleil|sonne|太陽
  moon|luna|lune|mond|月
  frog|rana|grenouille|frosch|カエル
  fox|zorro|renard|fuchs|キツネ
  owl|búho|hibou|eule|フクロウ
`);

export const MOODS = concepts(`
  happy|feliz|heureux|glücklich|ハッピー
  sad|triste|triste|traurig|悲しい
  angry|enojado|fâché|wütend|怒り
  excited|emocionado|excité|aufgeregt|ワクワク
  sleepy|dormido|endormi|müde|眠い
  funny|gracioso|drôle|lustig|面白い
  cute|lindo|mignon|süß|かわいい
  cool|genial|cool|cool|クール
  love|amor|amour|liebe|愛
  surprised|sorprendido|surpris|überrascht|びっくり
  confused|confundido|confus|verwirrt|混乱
  proud|orgulloso|fier|stolz|誇り
  bored|aburrido|ennuyé|gelangweilt|退屈
  nervous|nervioso|nerveux|nervös|緊張
  hungry|hambriento|affamé|hungrig|腹ペコ
`);

export const ACTIONS = concepts(`
  dancing|bailando|danse|tanzt|ダンス
  laughing|riendo|rire|lacht|笑う
  crying|llorando|pleure|weint|泣く
  running|corriendo|court|rennt|走る
  jumping|saltando|saute|springt|ジャンプ
  waving|saludando|salue|winkt|手を振る
  eating|comiendo|mange|isst|食べる
  sleeping|durmiendo|dort|schläft|寝る
  celebrating|celebrando|fête|feiert|お祝い
  clapping|aplaudiendo|applaudit|klatscht|拍手
  spinning|girando|tourne|dreht|回転
  hugging|abrazando|câlin|umarmt|ハグ
  facepalm|facepalm|facepalm|facepalm|頭を抱える
  thumbs up|pulgar arriba|pouce levé|daumen hoch|いいね
  high five|choca esos cinco|tope là|high five|ハイタッチ
`);

/**
 * Strings a client must survive: emoji, CJK, characters that need URL encoding, quotes, and
 * HTML that would run if a client ever used a remote string as markup.
 */
export const HARD_TAGS = [
  'rock & roll',
  '#tbt',
  '100%',
  'c++',
  'a+b',
  '@home',
  '"quoted"',
  "it's fine",
  '😂',
  '🎉 party',
  'にゃんこ',
  '猫咪',
  '<img src=x onerror=alert(1)>',
  '<script>alert("x")</script>',
  'why?',
  'tom & jerry',
] as const;

export const HARD_TITLE_SUFFIXES = [
  '& friends',
  '#1',
  '100% real',
  '+1',
  '@ work',
  '"for real"',
  "can't stop",
  '😂😂😂',
  '🔥',
  '最高',
  '<img src=x onerror=alert(1)>',
  '<b>bold</b> move',
] as const;

/** Trending search terms the service reports (operation 15). */
export const TRENDING_SEARCHES = [
  'happy friday',
  'good morning',
  'thank you',
  'cat',
  'dancing',
  'birthday',
  'monday',
  'love',
  'excited',
  'facepalm',
  'high five',
  'party',
  'rock & roll',
  '😂',
  'にゃんこ',
] as const;
