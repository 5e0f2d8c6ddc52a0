// Pages of kinds no generator takes, told by what a person sees on them, whatever the site: a sign-in or sign-up
// form, a page that says it was not found, a parked domain, a job ad, a home to buy or rent, search results, a
// forum's index, a company's "about us" page, a company's careers page, a form to write to the site, a company's contact page of its offices'
// addresses and phones, a place to eat or stay, a local business with its reviews (local-business.ts), an event's
// page about one of its guests, a podcast's episode, a shop's list of brands, a forum's list of members and a
// comparison of many providers' offers.
// Each is refused before any model call (source-fit.ts). A shop's page of many products is told by its cards
// (retailer-product.server.ts, `looksLikeProductListing`); a list of articles, posts or ads and a category of items
// without prices under a filter or a count of its items are asked here where no product or thread was found
// (read-page-content.server.ts).
import {
  elementsUnder,
  isUnreadText,
  leadingTextOf,
  metaContent,
  normalizeText,
  ownTextOf,
  readJsonLd,
  SITE_FURNITURE,
  textOf,
} from "./html-document.server";
import { listCountElement } from "./listing-words";
import { isLocalBusinessPage } from "./local-business";

export type TWrongKind =
  | "sign-in"
  | "sign-up"
  | "password-reset"
  | "account"
  | "not-found"
  | "parked"
  | "job"
  | "property"
  | "search"
  | "listing"
  | "forum-index"
  | "members"
  | "profile"
  | "channel"
  | "about"
  | "careers"
  | "contact-form"
  | "place"
  | "business"
  | "contact"
  | "guest"
  | "podcast"
  | "brands"
  | "comparison";

// The texts that name what a page is (its title's parts, its first headings) are short; longer ones are sentences.
const NAMING_TEXT = 80;
const HEADINGS_READ = 2;
// A page of such a kind says little else: three paragraphs of prose make it an article about the subject.
const PROSE_PARAGRAPH = 200;
const PROSE_PARAGRAPHS_OF_AN_ARTICLE = 3;
// A dialog, open or waiting to open: its element or role, or a class of its own ("modal", "modal-body", "popup").
const DIALOG = "dialog, [role=dialog], [role=alertdialog], [aria-modal=true], [class~=modal i], [class~=popup i]";

// What a form to log in or to open an account is called, alone or before the site it is for ("Sign in to Acme",
// "Signup for Acme.org", "Вход в сайта"), in the languages sites write it in.
const SIGN_UP =
  /^(?:sign[\s-]?up|register|registration|(?:register|create) (?:an |a |your |a free )?(?:new )?account|new account(?: registration)?|open an account|join (?:now|us|for free|free)|registrieren|registrierung|konto (?:erstellen|anlegen)|inscription|s'inscrire|cr[ée]er (?:un|votre) compte|reg[ií]strate|registrarse|registro|crear (?:una |tu )?cuenta|registrati|registrazione|cadastro|cadastre-se|criar conta|registreren|account aanmaken|rejestracja|zarejestruj(?: się)?|регистрация|зарегистрироваться|会員登録|新規登録|注册|註冊|회원가입)$/i;
const SIGN_IN =
  /^(?:sign[\s-]?in|log[\s-]?in|log on|member login|anmelden|anmeldung|einloggen|connexion|se connecter|identifiez-vous|iniciar sesi[oó]n|acceder|ingresar|accedi|entrar|inloggen|logowanie|zaloguj(?: się)?|вход|войти|авторизация|ログイン|登录|登錄|로그인)$/i;
// What a page to recover an account's password is called ("Request password reset", "Forgot your password?",
// "Passwort vergessen"), alone or before the site it is for, in the languages sites write it in.
const PASSWORD_RESET =
  /^(?:(?:request |request a )?(?:password reset|reset (?:your |my )?password)|forgot(?:ten)? (?:your |my )?password\??|lost (?:your )?password\??|(?:recover|change) (?:your )?password|passwort (?:vergessen|zurücksetzen)\??|mot de passe oublié\s?\??|réinitialiser (?:votre |le )?mot de passe|(?:¿)?olvidaste (?:tu )?contraseña\??|restablecer (?:la |tu )?contraseña|recuperar (?:la |tu )?(?:contraseña|senha)|password dimenticata\??|reimposta(?:zione)? (?:la )?password|esqueceu (?:a )?senha\??|redefinir (?:a )?senha|wachtwoord (?:vergeten|herstellen)\??|nie pamiętasz hasła\??|resetowanie hasła|przypomnij hasło|восстановление пароля|забыли пароль\??|сброс пароля|パスワード(?:を忘れた方|の)?(?:再設定|リセット)|パスワードをお忘れの方|忘记密码|重置密码|忘記密碼|重設密碼|비밀번호 (?:찾기|재설정))$/i;
// "… to Acme", "… for Acme.org", "… в сайта", "… or Register", "… & Register": what follows the name of the form.
const FORM_NAME_TAIL =
  /\s+(?:to|for|in|into|at|on|with|or|and|&|\+|в|на|или|zu|bei|oder|à|a|en|sur|ou|su|o|na|do|bij)(?:\s.*)?$/i;
// The word that opens that tail, alone.
const TAIL_WORD = /^(?:to|for|in|into|at|on|with|or|and|&|\+|в|на|или|zu|bei|oder|à|a|en|sur|ou|su|o|na|do|bij)$/i;

// A page that says it does not exist, in the languages sites write it in ("404", "Page not found", "页面不存在").
const NOT_FOUND =
  /^(?:(?:error|http|fehler|erreur)?\s*404(?:\s*(?:error|fehler|erreur))?|(?:(?:error|http)?\s*404\s*[-–—:|!.]?\s*)?(?:oops!?\s*)?(?:(?:the |this )?page (?:was )?not found|not found|page (?:does ?n[o']t|does not) exist|(?:the )?page (?:you (?:were|are) looking for|you requested) (?:does ?n[o']t exist|(?:could|can) ?not be found|was not found|is not available)|page introuvable|cette page n'existe pas|seite nicht gefunden|(?:diese )?seite (?:existiert nicht|wurde nicht gefunden)|p[aá]gina no encontrada|(?:esta )?p[aá]gina no existe|pagina non trovata|pagina niet gevonden|p[aá]gina n[aã]o encontrada|nie znaleziono strony|strona nie (?:została znaleziona|istnieje)|страница не найдена|ページが見つかりません|页面不存在|页面未找到|找不到(?:该)?页面|페이지를 찾을 수 없습니다|sayfa bulunamad[ıi]))[.!]?$/i;

// A domain parked by its registrar or offered for sale, as the placeholder page says it.
const PARKED =
  /\b(?:this domain (?:name )?(?:is|may be) (?:for sale|parked|available)|buy this domain|domain (?:is )?parked|parked (?:free|domain|by|at|with)|domain parking|(?:domain|domain name) (?:is |may be )?for sale|this domain has expired|(?:diese|dieses) domain (?:steht zum verkauf|ist geparkt|kaufen)|ce (?:nom de )?domaine est (?:à vendre|parqué)|este dominio (?:está|esta) (?:a la venta|en venta))/i;

// A job ad: its salary as a labelled line, and a way to apply (a button, or a CV to upload).
const SALARY_LINE =
  /^(?:salary|pay|compensation|gehalt|vergütung|salaire|rémunération|salario|sueldo|stipendio|retribuzione|salário|зарплата|заработная плата|wynagrodzenie|salaris|年収|月給|給与|薪资|薪酬|연봉|급여)\b[^:]{0,30}:/i;
const APPLY_CALL =
  /^(?:apply(?: now| online| for this job| here)?|submit (?:your )?application|jetzt bewerben|bewerben|postuler(?: maintenant)?|candidatar(?:se)?|aplicar|inscr[ií]bete a esta oferta|candidati|откликнуться|aplikuj(?: teraz)?|solliciteer(?: nu)?|応募する|申请职位|지원하기)[.!]?$/i;

// A job ad without its data or a way to apply (an expired one): the short lines that head its parts, in the languages
// ads are written in — the tasks, the profile sought, what the employer offers, and the ad's own status lines ("This
// job has expired", "Report job", "Job type:") — three different ones at least, on a page without an article's prose.
const JOB_TERMS: ReadonlyArray<[string, RegExp]> = [
  [
    "tasks",
    /^(?:(?:the |your |key |main )?(?:missions?|tasks|duties|responsibilities|role)|what you(?:'ll| will) do|vos (?:missions|tâches)|tâches|ihre aufgaben|deine aufgaben|aufgaben(?:gebiet)?|tus funciones|funciones|tareas|responsabilidades|mansioni|compiti|je taken|taken|functieomschrijving|obowiązki|zakres obowiązków|обязанности|岗位职责|工作职责|職務内容|業務内容|담당업무)\s*:?$/i,
  ],
  [
    "profile",
    /^(?:(?:your |the ideal |candidate )?(?:profile?|requirements|qualifications)|who you are|what you bring|votre profil|profil recherché|ihr profil|dein profil|anforderungen|was du mitbringst|tu perfil|perfil(?: buscado)?|requisitos|il tuo profilo|profilo|requisiti|functie-eisen|wie ben jij|wymagania|требования|任职要求|岗位要求|応募資格|자격요건)\s*:?$/i,
  ],
  [
    "offer",
    /^(?:(?:what )?we offer|benefits|perks|nous (?:vous )?offrons|ce que nous offrons|wir bieten(?: dir| ihnen)?|was wir bieten|ofrecemos|qué ofrecemos|offriamo|cosa offriamo|wij bieden|wat wij bieden|oferujemy|мы предлагаем|福利待遇|待遇)\s*:?$/i,
  ],
  [
    "ad",
    /^(?:this job (?:has expired|is no longer available)(?: on \S+)?|report (?:this )?job|job (?:type|activity|details|description)|employment type|contract type|type de contrat|type d'emploi|anstellungsart|vertragsart|tipo de contrato|tipo di contratto|dienstverband|rodzaj umowy|тип занятости|(?:posted|publiée?|veröffentlicht) (?:\d+\+? days? ago|il y a \d+\+? jours?|vor \d+\+? tagen))\s*:?$/i,
  ],
];
const JOB_TERMS_OF_AN_AD = 3;
const JOB_LINE = 60;

// A podcast's episode: an address filed among episodes or the data's word, and show notes (their heading, or three
// lines or more that open with a time stamp: "4:26 – First question"). Its player is most often a frame, which the
// readers drop with the page's scripts before they read it (strip-page-markup.server.ts), so it is not asked for.
const EPISODE_PATH =
  /(?:^|\/)(?:podcasts?|episodes?|podcast-episodes?|folgen?|épisodes?|episodios?|episodi|afleveringen?|odcinki|odcinek|выпуски?|эпизоды?)\//i;
const EPISODE_TYPES = /^(?:PodcastEpisode|PodcastSeries|PodcastSeason|RadioEpisode)$/i;
const SHOW_NOTES =
  /^(?:show ?notes|episode notes|notes de l'épisode|notes d'épisode|notas del episodio|note dell'episodio|shownotes|sendungsnotizen|aantekeningen)\s*:?$/i;
const TIME_STAMPED_LINE = /^[([]?(?:\d{1,2}:)?\d{1,2}:\d{2}[)\]]?\s*(?:[-–—:|]\s*)?\p{L}/u;
const TIME_STAMPED_LINES_OF_NOTES = 3;
const NOTES_LINE = 200;

// A home to buy or rent: the labels a person reads on its page (bedrooms, baths, floor plans, the size in square
// feet, the property type, a pet policy), three different ones at least.
const PROPERTY_TERMS: ReadonlyArray<[string, RegExp]> = [
  [
    "bedrooms",
    /\b(?:bedrooms?|beds)\b|\bschlafzimmer\b|\bchambres?\b|\bdormitorios?\b|\bhabitaciones\b|\bcamere da letto\b|\bспальн|\bsypialni/i,
  ],
  ["baths", /\b(?:bathrooms?|baths?)\b|\bbadezimmer\b|\bsalles? de bains?\b|\bbaños\b|\bbagni\b|\bсанузл|\błazien/i],
  [
    "size",
    /\bsq\.? ?ft\b|\bsquare (?:feet|foot)\b|\bwohnfläche\b|\bsurface habitable\b|\bsuperficie (?:construida|útil)\b|\bжилая площадь\b|\bpowierzchnia\b/i,
  ],
  ["floor plans", /\bfloor ?plans?\b|\bgrundriss/i],
  [
    "property",
    /\bproperty (?:type|features|details|description)\b|\bobjektart\b|\btype de bien\b|\btipo de (?:inmueble|propiedad)\b/i,
  ],
  [
    "residence",
    /\b(?:apartment homes|residence features|community features|find an apartment|apartments? for rent|homes? for sale)\b/i,
  ],
  ["pets", /\bpet policy\b/i],
  ["listing", /\b(?:mls|hoa|lot size|year built)\b|\bbaujahr\b|\bkaufpreis\b|\bkaltmiete\b|\bwarmmiete\b/i],
];
const PROPERTY_TERMS_OF_A_HOME = 3;
const PROPERTY_LINE = 60;
const PROPERTY_LINES_READ = 3_000;

// Search results: the address holds a query whose words the page's title or heading repeats, or its path or its
// words say it is a page of results.
const QUERY_KEYS = [
  "q",
  "query",
  "search",
  "searchterm",
  "search_query",
  "keyword",
  "keywords",
  "kws",
  "k",
  "term",
  "text",
  "ntt",
  "w",
];
const RESULTS_PATH =
  /(?:^|[/_.-])(?:search|results?|find|suche|recherche|buscar|busca|cerca|zoeken|szukaj|poisk)(?:[/_.-]|$)/i;
const RESULTS_WORDS =
  /\b(?:search results|results? for|found for|(?:jobs?|items?|products?|results?) found|suchergebnisse|ergebnisse für|résultats (?:de (?:la )?recherche|pour)|resultados (?:de (?:la )?búsqueda|para)|risultati (?:della ricerca|per)|zoekresultaten|wyniki wyszukiwania|результаты поиска)\b|検索結果|搜索结果|검색결과/i;

// A site's search page named as such, alone or before the site it searches ("Search | Example", "Suche"): the page
// of a search box, with or without results.
const SEARCH_PAGE_NAME =
  /^(?:search|site search|search results|suche|suchergebnisse|recherche|buscar|b[uú]squeda|busca|pesquisa|cerca|ricerca|zoeken|szukaj|wyszukiwanie|hledat|haku|s[oö]k|поиск|検索|搜索|搜尋|검색)$/i;
// A list's heading that names it the results of a search, alone ("Search results", "Suchergebnisse").
const RESULTS_HEADING =
  /^(?:search results|results|suchergebnisse|ergebnisse|résultats(?: de (?:la )?recherche)?|resultados(?: de (?:la )?búsqueda)?|risultati(?: della ricerca)?|zoekresultaten|wyniki wyszukiwania|результаты поиска|検索結果|搜索结果|搜尋結果|검색결과)$/i;
// An excerpt of a result is read by its first characters.
const EXCERPT_READ = 1_000;
const SEARCH_BOX_NAME = /^(?:q|s|query|search|searchterm|keywords?|term|text|k|w)$/i;

// A title part or main heading that says the page holds search results, alone or among other words ("すべてのカテゴリの
// 検索結果": the search results of all categories), on an address whose path says search: a search page's results
// whatever the query's key (none in the address, the buyer's filters posted).
const SEARCH_RESULTS_NAME =
  /(?<!\p{L})(?:search results|suchergebnisse|résultats de (?:la )?recherche|resultados de (?:la )?búsqueda|risultati della ricerca|zoekresultaten|wyniki wyszukiwania|результаты поиска)(?!\p{L})|検索結果|搜索结果|搜尋結果|검색결과/iu;

// A title or heading that counts the results found for the words searched, quoted ("3 results for "Light Bulbs"",
// "128 Ergebnisse für „Lampe“"): the query may ride in the address as filters rather than as a query key.
const COUNTED_RESULTS =
  /^\d[\d.,\s]*\s(?:results?|items?|products?|matches|treffer|ergebnisse|artikel|résultats|produits|resultados|productos|risultati|prodotti|resultaten|wyników|produktów|výsledk\w*|результат\w*|товар\w*)\s(?:for|für|pour|para|per|voor|dla|pro|по запросу|для)\s*["“„«'‘].{1,80}$/i;

const NOT_CONTENT = SITE_FURNITURE;

// A forum's index or a board's list of threads: its table's column heads name the threads, the posts and the last
// post, all three ("Section | Discussions | Posts | Latest Post", "Forum | Themen | Beiträge | Letzter Beitrag").
const INDEX_COLUMNS: readonly RegExp[] = [
  /^(?:topics|threads|discussions|themen|sujets|temas|discussioni|discussies|tematy|темы|主题|スレッド)$/i,
  /^(?:posts|replies|messages|beiträge|antworten|réponses|respuestas|messaggi|berichten|reacties|posty|odpowiedzi|сообщения|ответы|帖子|回复|返信)$/i,
  /^(?:last post|latest post|last reply|latest reply|last message|letzter beitrag|letzte antwort|dernier message|último mensaje|ultimo messaggio|laatste bericht|ostatni post|последнее сообщение|最后发表|最終投稿)$/i,
];
const COLUMN_HEAD = 30;
// The levels above a column head at which its row's other heads are looked for (a cell, its row, the table's head; a
// label in a link in a cell of a row of divisions).
const HEAD_ROW_LEVELS = 4;
// A member's profile on a social network: the counts of the people who follow the member and of those the member
// follows, side by side ("1.1M followers 3 following", "Followers: 120 · Following: 80"), in the languages sites
// write them in. The count's digits with a short unit ("1.1M", "12,3 тыс.", "3万").
const FOLLOW_COUNT = String.raw`\d[\d.,]*\s?(?:[kmb]|mil|mio\.?|тыс\.?|млн|万|千)?`;
const FOLLOWERS_WORD = String.raw`(?:followers?|abonnenten|abonnés|abonnes|seguidores|volgers|obserwujących|obserwujący|подписчик(?:и|ов|а)?|粉丝|粉絲|フォロワー|팔로워)`;
const FOLLOWING_WORD = String.raw`(?:following|folge ich|gefolgt|abonnements|abonnierte|siguiendo|seguindo|seguiti|volgend|obserwowani|obserwuje|подписк(?:и|ок|а)|关注|關注|フォロー中|팔로잉)`;
const FOLLOW_COUNTERS: readonly RegExp[] = [FOLLOWERS_WORD, FOLLOWING_WORD].map(
  (word) => new RegExp(`^(?:${FOLLOW_COUNT}\\s*${word}|${word}\\s*:?\\s*${FOLLOW_COUNT})$`, "iu"),
);
const FOLLOW_WORDS = new RegExp(`^(?:${FOLLOWERS_WORD}|${FOLLOWING_WORD})$`, "iu");
const FOLLOW_COUNTER_TEXT = 40;
// A counter's word in an element of its own, its count in a sibling: the counter is the word's parent, or the level
// above. The two counters of a profile's header share a block within three levels of each.
const FOLLOW_COUNTER_LEVELS = 2;
const FOLLOW_BLOCK_LEVELS = 3;
// A profile shows its counts once; a thread whose every post's writer card shows them is no profile.
const FOLLOW_WORDS_OF_A_PROFILE = 2;
// The words alone whose counts are looked for around them (each a read of two levels' first words).
const FOLLOW_WORDS_READ = 20;
// A messaging app's public channel or group as its card shows it: its name, a count of its members on a line of its
// own ("2 805 members", "1 234 members, 56 online", "12,3 тыс. подписчиков"), a line about it and a link to open or
// join it, and little else (a page of few words: a thread, a story or a shop's page says far more).
const MEMBER_COUNT_LINE =
  /^\d[\d.,\u00a0 ]{0,12}(?:[kmb]|тыс\.?|млн|万|千)?\s?(?:members|subscribers|mitglieder|abonnenten|membres|abonnés|miembros|suscriptores|membri|iscritti|membros|inscritos|leden|abonnees|członków|subskrybentów|участник(?:а|ов)?|подписчик(?:а|ов)?|成员|成員|订阅者|メンバー|登録者|멤버|구독자)(?:,\s?\d[\d.,\u00a0 ]{0,12}\s?(?:online|en ligne|en línea|онлайн|在线))?$/iu;
const MEMBER_COUNT_TEXT = 60;
const CHANNEL_CARD_TEXT = 1_000;
const CHANNEL_TEXT_NODES_READ = 400;
// A form's choice (a label, an option): a search form's "Topics" or "Posts" to search, no column of a list.
const FORM_CHOICE = "label, option, select";
// A board's topic table heads its columns in the singular or two to a head ("Subject / Started by", "Replies / Views",
// "Thread / Thread Starter", "Topic | Replies | Views | Activity"): each part of a head is read alone, and the singular
// names of its first column count too ("題名 | 投稿者 | 閲覧 | 投稿 | 最終投稿": title, poster, views, posts, last
// post). A thread's table of similar threads is headed alike, so these heads count only in one row over a table of
// many topics, each row a link of its own.
const TOPIC_COLUMNS: readonly RegExp[] = [
  /^(?:topics?|threads?|discussions?|subject|betreff|thema|sujets?|temas?|asunto|argomento|discussione|onderwerp|tematy?|темы?|主题|標題|标题|話題|題名|件名|スレッド)$/i,
  /^(?:posts|replies|messages|beiträge|antworten|réponses|respuestas|risposte|messaggi|berichten|reacties|posty|odpowiedzi|сообщения|ответы|帖子|回复|回覆|返信|投稿|投稿数|返信数)$/i,
  /^(?:last post|latest post|last reply|latest reply|last message|activity|letzter beitrag|letzte antwort|dernier message|último mensaje|ultimo messaggio|laatste bericht|ostatni post|последнее сообщение|最后发表|最終投稿)$/i,
];
const HEAD_PARTS = /\s+[/|]\s+/;
const TOPIC_ROWS_OF_A_BOARD = 8;
const HEAD_ROWS_READ = 20;
const TOPIC_TABLE_ELEMENTS = 10_000;
// The tables of topics looked at (a page heads few).
const TOPIC_TABLES_READ = 3;

// A forum's or site's list of members: one row of column heads naming the member ("Username", "Mitglied") and the
// day each joined ("Joined", "Registriert seit"), over a table of eight rows or more, each linking to an address of
// its own (a member's profile). A thread names its writers' join dates beside their posts, never as a column.
const MEMBER_COLUMN =
  /^(?:user ?names?|users?|members?|member names?|nicknames?|benutzer(?:name)?|mitglied(?:er)?|pseudo|membres?|nom d'utilisateur|usuarios?|nombre de usuario|miembros?|utenti|utente|nome utente|gebruikers?(?:naam)?|leden|lid|użytkownik|nazwa użytkownika|пользователь|пользователи|имя пользователя|участник|участники|用户名|用户|用戶名?|会员|會員|ユーザー名?|メンバー|사용자|회원|닉네임)$/iu;
const JOINED_COLUMN =
  /^(?:joined|join date|date joined|registered|registration(?: date)?|date registered|member since|beigetreten|registriert(?: seit)?|mitglied seit|dabei seit|anmeldedatum|inscrit(?: le)?|inscription|date d'inscription|membre depuis|registrado|fecha de registro|miembro desde|iscritto(?: il)?|registrato|data (?:di )?iscrizione|lid sinds|geregistreerd|dołączył|data rejestracji|зарегистрирован|дата регистрации|注册时间|注册日期|加入时间|登録日|参加日|가입일)$/iu;
// The first rows of a table are read for its heads (a title row may come first), each row's first cells.
const HEAD_ROWS_OF_A_TABLE = 3;
const HEAD_CELLS_READ = 16;
const MEMBER_ROWS_OF_A_LIST = 8;

// A comparison of offers (loans, cards, accounts, insurance, energy tariffs): one row of column heads naming who
// offers each ("Provider", "Bank", "Anbieter") and two of an offer's terms at least (its rate, fees, payments, the
// income or the deposit it asks for), over a table of six rows or more, each linking to an offer's page of its own.
// A shop's table of sellers of one product names the seller and the price, no rate, fee or payment.
const PROVIDER_COLUMN =
  /^(?:providers?|provider name|banks?|lenders?|insurers?|issuers?|suppliers?|brokers?|operators?|anbieter|bank|kreditgeber|versicherer|fournisseurs?|banques?|assureurs?|proveedor(?:es)?|entidad(?:es)?|bancos?|aseguradoras?|fornitori|banche|aanbieders?|banken|dostawcy|banki|провайдеры?|банки?|提供商|银行|銀行)$/iu;
const OFFER_TERM_COLUMN =
  /^(?:(?:flat |reducing |interest |annual |effective |promotional |intro(?:ductory)? )?(?:rates?|apr|apy|aer)|interest|(?:annual |monthly |setup |processing |arrangement |joining )?fees?|(?:monthly |down |minimum |min\.? )?(?:payments?|repayments?)|down payment|deposit|(?:min(?:imum|\.)? )?(?:salary|income)|loan amount|(?:max(?:imum|\.)? )?(?:loan|amount|tenure|term)|premium|cash ?back|zins(?:satz)?|effektivzins|sollzins|gebühr(?:en)?|monatliche rate|taux|frais|mensualité|tasa|tae|tin|comisi[oó]n(?:es)?|cuota(?: mensual)?|tasso|taeg|tan|commissioni|rata|rente|kosten|oprocentowanie|prowizja|rrso|ставка|процент(?:ная ставка)?|комиссия|платеж|利率|年费|费用)$/iu;
const OFFER_TERMS_OF_A_COMPARISON = 2;
const OFFERS_OF_A_COMPARISON = 6;

// A company's or organisation's page about itself, by its title's or heading's name ("About us", "О компании"), or
// by an address under /about whose title opens with the word ("About/Development").
const ABOUT =
  /^(?:about(?: us| the company| our company| me)?|our story|who we are|über uns|unternehmen|à propos(?: de nous)?|qui sommes-nous|quiénes somos|sobre nosotros|chi siamo|sobre nós|quem somos|over ons|o nas|o firmie|о компании|о нас|会社概要|会社案内|关于我们|關於我們|회사 ?소개)$/i;
const ABOUT_PATH =
  /^\/(?:about|about-us|aboutus|about_us|ueber-uns|uber-uns|a-propos|quienes-somos|chi-siamo|o-nas|o-kompanii)(?:[/._-]|$)/i;
const ABOUT_OPENING = /^(?:about|über uns|à propos|о компании|o nas)(?:[\s/:|-]|$)/i;

// A company's careers page, which invites candidates and points to its open positions (a job ad names one job, with
// its salary or a way to apply: `isJobAd`): a title part or main heading that names the page so ("Careers", "Jobs &
// Karriere", "Werken bij Acme"), or an address under a careers word ("/karriere/", "/en/careers", "/jobs/") with a
// heading of its content that names the openings ("Ledige stillinger", "Open positions", "Offene Stellen"). A bare
// "Jobs" or "Empleo" also names a job board's or a news site's section, so it counts only with the address's word.
const CAREERS_NAME =
  /^(?:careers?(?: at .{1,40})?|jobs (?:&|and|und|et|y) (?:careers?|karriere)|(?:karriere|careers?) (?:&|and|und) jobs|work with us|join (?:us|our team)|karriere(?: bei .{1,40})?|stellenangebote|carrières?|nous rejoindre|trabaja con nosotros|lavora con noi|werken bij .{1,40}|vacatures|kariera|карьера|karriär|rekrytointi|採用情報|招聘信息|加入我们|채용(?: 정보)?)$/i;
const CAREERS_PATH =
  /^\/(?:[a-z]{2}(?:[-_][a-z]{2})?\/)?(?:careers?|jobs|karriere|stellenangebote|stellen|carrieres?|nous-rejoindre|empleo|trabaja-con-nosotros|lavora-con-noi|vacatures|werken-bij|kariera|vakansii|karriar|jobb|rekrytointi|recruit(?:ment)?|saiyo)(?:[/._-]|$)/i;
const OPENINGS_HEADING =
  /^(?:(?:current |open |our |all )?(?:job )?(?:openings|positions|vacancies|opportunities)|open roles|we(?:'re| are) hiring|(?:offene|aktuelle) stellen(?:angebote)?|(?:unsere )?stellenangebote|postes (?:ouverts|à pourvoir|disponibles)|offres d'emploi|vacantes|ofertas de (?:empleo|trabajo)|posizioni aperte|offerte di lavoro|(?:openstaande )?vacatures|oferty pracy|(?:открытые )?вакансии|ledige stillinger|ledige jobs?|lediga (?:tjänster|jobb)|avoimet työpaikat|募集職種|招聘职位|채용 ?공고)$/i;
const OPENINGS_HEADINGS_READ = 40;

/** A company's careers page (see CAREERS_NAME): named so, or under a careers address with a heading of its openings. */
function isCareersPage(elements: readonly Element[], names: readonly string[], pageUrl: string): boolean {
  if (names.some((name) => CAREERS_NAME.test(name.replace(/[.!:]$/, "")))) return true;
  if (!URL.canParse(pageUrl) || !CAREERS_PATH.test(new URL(pageUrl).pathname)) return false;
  let headings = 0;
  for (const element of elements) {
    if (!/^h[1-3]$/.test(element.localName) || element.closest(NOT_CONTENT)) continue;
    if (++headings > OPENINGS_HEADINGS_READ) return false;
    if (OPENINGS_HEADING.test(normalizeText(leadingTextOf(element, NAMING_TEXT + 1)).replace(/[.!:]$/, "")))
      return true;
  }
  return false;
}

// A shop's or site's list of brands: a title part or main heading that names it so ("Brands", "Alle Marken",
// "Brändid", "ブランド一覧") over twelve links or more, each to a page of its own (a brand's), in the page's content.
const BRANDS_NAME =
  /^(?:(?:all |our |top |popular |featured |shop by )?brands(?: a-z| a to z)?|(?:all |our )?manufacturers|(?:alle |unsere |top-)?marken(?: a-z)?|(?:alle )?hersteller|(?:toutes (?:les|nos) |nos )?marques|(?:todas (?:las|nuestras) |nuestras )?marcas|(?:tutti i |i nostri )?marchi|(?:alle |onze )?merken|(?:wszystkie |nasze )?marki|(?:все )?бренды|(?:все )?производители|brändid|kaubamärgid|zīmoli|prekių ženklai|brändit|merkevarer|varumärken|märken|značky|znamke|markalar|ブランド一覧|ブランド|品牌|品牌大全|全部品牌|브랜드)$/i;
const BRAND_LINKS_OF_A_LIST = 12;
const BRAND_LINKS_READ = 5_000;

// A forum's index without column heads: a name that is the forum's alone ("Forum", "Forum bei Example", "Foren"),
// and its threads each listed with a link or label to their last post, three at least.
const FORUM_NAME =
  /^(?:(?:the |our )?(?:forums?|foren|fora|fórum|forum index|board index|message boards?|discussion boards?|community forums?)|форум|форумы|论坛|討論區|掲示板|포럼)$/i;
const LAST_POST_LINE =
  /^(?:(?:zum|go to|jump to|view|zur)(?: the)? )?(?:last post|latest post|last reply|latest reply|letzte[nr]? (?:beitrag|antwort)|dernier message|último mensaje|ultimo messaggio|laatste bericht|ostatni post|последнее сообщение)(?: by)?:?$/i;
const LAST_POSTS_OF_AN_INDEX = 3;
// A list of topics (a forum node's or board's page of threads): each topic's line says who replied last ("• 2 hours
// ago • last reply by", "最后回复来自"), five of them at least, on a page without an article's prose. A thread's posts
// say who wrote them, not who replied last.
const LAST_REPLY_BY =
  /(?:^|[\s•·|,])(?:(?:last|latest) (?:reply|post|comment|message) (?:by|from)|letzte[rn]? (?:beitrag|antwort) von|dernier message par|[uú]ltim[oa] (?:mensaje|respuesta) (?:por|de)|ultim[oa] (?:messaggio|risposta) di|laatste (?:bericht|reactie) (?:door|van)|ostatni post (?:przez|od)|последн(?:ий|ее) (?:ответ|сообщение) от|最后回复来自|最後回覆來自|最后回复人|最終返信者?|最終投稿者)(?:\s|:|$)/iu;
const LAST_REPLIES_OF_A_LIST = 5;
const TOPIC_LINE = 120;
const LAST_POST_LABEL = 40;

// A forum's list of discussions whatever its software (a category's page: each row a thread's title beside its counts
// of views, replies or comments, its starter and its last post): rows (list items, table rows) each holding two bare
// counts or more in elements of their own and a link to a thread of its own, five rows at least and two thirds of the
// rows with counts. A thread's posts link into the page itself; a shop's cards carry prices.
const LIST_ROW = "li, tr, article, [role=row], [role=listitem]";
const BARE_COUNT = /^(?:\d{1,3}(?:[,. \u00a0']\d{3})*|\d+(?:[.,]\d)?\s?[kKmM])$/;
const COUNT_TEXT = 12;
const ROW_TITLE = 12;
const ROWS_OF_A_LIST = 5;
const ROWS_READ = 200;
const TITLED_ROWS_SHARE = 2 / 3;
const ROW_ELEMENTS = 300;
const ROW_TEXT = 1_000;
const PRICE_SIGN = /[$€£¥₹₽₩₺]|\d\s?(?:kč|zł|lei|kr|usd|eur|gbp)\b/i;
// A thread's list of other topics below its posts ("Related topics", its rows with their counts): before the list's
// first row the page links to two posts of its own or more, each by its number (the page's own address and "/2",
// or a fragment naming a number, "#post-12", "#p345"). A list of threads links to no post of the page's.
const OWN_POST_PATH = /^\/\d{1,6}\/?$/;
const OWN_POST_FRAGMENT = /^#[a-z_-]{0,12}\d{1,12}$/i;
const OWN_POSTS_OF_A_THREAD = 2;
const LINKS_BEFORE_THE_LIST_READ = 2_000;

// A form to write to the site (a contact or news-tip form): a message box and an e-mail field, the page's main
// heading and the form in one block (the page's body, on a page of a form alone) that says little else.
const FORM_BLOCK_LEVELS = 8;
// A sign-in or sign-up form says a few words: its labels, a link to a forgotten password, reasons to register.
const ACCOUNT_FORM_TEXT = 1_500;
const FORM_BLOCK_OTHER_TEXT = 800;
const FORMS_READ = 20;
const COMMENT_FORM =
  /comment|reply|respond|kommentar|antwort|commentaire|comentario|commento|reactie|komentarz|коммент/i;
// A page named as the place to write to the site, by a title's part or its main heading alone ("Contacts", "Contact
// us", "Kontakt"): its form is the page's content, whatever the page says beside it (a line on how to reach the
// service, the head office's address and phone numbers, the consent to the data's use).
const CONTACT_NAME =
  /^(?:contacts?|contact us|contact me|get in touch|write to us|kontakt(?:e|formular)?|nous contacter|contactez-nous|contacto|contactos|contáctenos|contáctanos|contatti|contattaci|contato|fale conosco|contact opnemen|kontakty|kontaktai|контакты|обратная связь|お問い合わせ|联系我们|聯絡我們|문의하기)$/i;

// A page of where and how to reach a company (a contact page without a form, a page of its offices or locations), by a
// title's part or its main heading alone ("Contact", "Contact us", "Our offices", "Locations", "Standorte"): its
// content shows the ways to reach it, two at least, outside the site's header, menus and footer — a phone number on a
// line of its own (after its label: "Phone:", "T:", "Tél."), a link to call or to write (a mail address a site hides
// from robots is still a link to one), a link to a map of the place, an address element.
const LOCATIONS_NAME =
  /^(?:(?:our |office |store |global )?(?:locations|offices)|(?:our )?offices worldwide|find us|where to find us|how to find us|store locator|find a store|standorte|unsere standorte|nos bureaux|nos agences|nos implantations|oficinas|nuestras oficinas|sedi|le nostre sedi|vestigingen|onze vestigingen|biura|nasze biura|офисы|наши офисы|адреса|拠点一覧|事業所|办公地点|联系方式|오시는 길)$/i;
const MAP_ADDRESS =
  /^https?:\/\/(?:(?:www\.|maps\.)?google\.[a-z.]{2,6}\/maps|maps\.google\.[a-z.]{2,6}\/|goo\.gl\/maps|maps\.app\.goo\.gl\/|(?:www\.)?openstreetmap\.org\/|maps\.apple\.com\/|[^/?#\s]{1,100}\/maps(?:[/?#]|$)|2gis\.[a-z]{2,3}\/)/i;
const HIDDEN_MAIL_PATH = /\/email-protection(?:#|$)/i;
// A phone number as a line reads it: its label, then digits grouped by spaces, dots, dashes or brackets (7 to 15
// digits, grouped or after a "+" or a label), no date.
const PHONE_LABEL =
  /^(?:tel(?:ephone)?|phone|mobile|t|f|fax|telefon|téléphone|tél|teléfono|telefono|telefone|тел(?:ефон)?|電話|电话|전화)\.?\s?:?\s?/i;
const PHONE_SHAPE = /^[+(]?\d[\d ().\-/]{5,22}\d$/;
const DATE_SHAPE = /^\d{1,4}[-./]\d{1,2}[-./]\d{1,4}$/;
const PHONE_LINE = 40;
const WAYS_TO_REACH = 2;
const CONTACT_ELEMENTS_READ = 10_000;

/** Whether a line is a phone number (see PHONE_SHAPE). */
function isPhoneLine(line: string): boolean {
  const number = line.replace(PHONE_LABEL, "");
  if (!PHONE_SHAPE.test(number) || DATE_SHAPE.test(number)) return false;
  const digits = number.replace(/\D/g, "").length;
  const grouped = number !== line || number.startsWith("+") || /[ ().\-/]/.test(number);
  return grouped && digits >= 7 && digits <= 15;
}

// A place to eat, drink or stay: its data says so (a restaurant, a bar, a hotel), or its labels a guide shows for
// one (cuisine, meals served, dress code, opening hours, …), three different ones at least, each ending in a colon.
const PLACE_TYPES =
  /^(?:Restaurant|FoodEstablishment|CafeOrCoffeeShop|BarOrPub|FastFoodRestaurant|IceCreamShop|Winery|Brewery|Distillery|NightClub|Hotel|Motel|Hostel|BedAndBreakfast|Resort|LodgingBusiness|Campground|VacationRental|Accommodation|HotelRoom|Suite)$/i;
const PLACE_OPEN_GRAPH = /^(?:restaurant(?:\.restaurant)?|hotel|bar|cafe)$/i;
const PLACE_LABELS: ReadonlyArray<[string, RegExp]> = [
  ["cuisine", /^(?:cuisines?|type of cuisine|küche|cocina|cucina|cozinha|кухня)$/i],
  ["meals", /^(?:meals(?: served)?|menu(?: style)?|speisekarte|repas|comidas|pasti)$/i],
  ["dress", /^(?:dress code|kleiderordnung|tenue|código de vestimenta)$/i],
  [
    "hours",
    /^(?:opening hours|opening times|hours|öffnungszeiten|horaires(?: d'ouverture)?|horarios?|orari(?: di apertura)?|часы работы)$/i,
  ],
  ["reservations", /^(?:reservations?|booking|reservierung|réservations?|reservas?|prenotazioni)$/i],
  ["price range", /^(?:price range|average price|preisklasse|gamme de prix|rango de precios|fascia di prezzo)$/i],
  ["ambiance", /^(?:ambiance|ambience|atmosphere|ambiente|atmosphère)$/i],
  ["seating", /^(?:seating|capacity|outdoor seating|terrace|sitzplätze)$/i],
];
const PLACE_LABELS_OF_A_PLACE = 3;
const PLACE_LABEL = 30;
// A place to stay let by the night (a holiday rental's or a room's listing, in the languages such sites write): its
// price a night ("$220 Per Night", "/Person pro Nacht") and two of its guests ("2 Guests", "Accommodates:"), its
// arrival and departure ("Check In", "Anreise") and its beds ("0 Bedrooms", "Schlafzimmer"), each a short line of
// its own.
const STAY_TERMS: ReadonlyArray<[string, RegExp]> = [
  [
    "night",
    /(?:^|[^\p{L}])(?:(?:per|pro|par|por|za|за)\s+|\/\s?)(?:night|nacht|nuit|noche|notte|noc|ночь|сутки)(?!\p{L})|1泊|每晚|\/晚|1박/iu,
  ],
  [
    "guests",
    /^(?:\d+\s*(?:[-–]\s*\d+\s*)?)?(?:guests?|accommodates|sleeps|gäste|personen|voyageurs|personnes|huéspedes|personas|ospiti|persone|gasten|goście|gości|osoby|osób|гост(?:и|ей|я)|人数|宿泊人数|入住人数|인원)\s*:?$/iu,
  ],
  [
    "arrival",
    /^(?:check[\s-]?in|check[\s-]?out|arrival|departure|anreise|abreise|arrivée|départ|llegada|salida|arrivo|partenza|aankomst|vertrek|przyjazd|wyjazd|заезд|выезд|チェックイン|チェックアウト|入住|退房|체크인|체크아웃)(?:\s+(?:date|datum|time|zeit))?\s*:?$/iu,
  ],
  [
    "beds",
    /^(?:\d+(?:[.,]5)?\s*)?(?:bedrooms?|beds?|schlafzimmer|chambres?|dormitorios|habitaciones|camere(?: da letto)?|slaapkamers|sypialnie|sypialni|спальни|спален|寝室|卧室|침실)\s*:?$/iu,
  ],
];
const STAY_TERMS_OF_A_LISTING = 3;
const STAY_LINE = 40;
// The data's types of what a page offers (a product, or a place to stay): a listing with its description's prose still
// offers its place.
const OFFER_TYPES = /^(?:Product|Offer|Accommodation|VacationRental|Apartment|House|Room|HotelRoom|Suite)$/i;

// An event's page about a guest or speaker: a line naming the page's heading (the guest) says they will be there,
// and the page speaks of what guests do there (autographs, photo sessions, panels, talks).
const WILL_ATTEND =
  /(?:^|[^\p{L}])(?:will (?:be (?:present|attending|appearing|joining us|signing|our guest|a guest|on hand|here|there|at)|attend|appear|join us)|is (?:attending|appearing|coming)|ser(?:a|ont) présent(?:e|s|es)?|participera|(?:wird|werden) (?:zu gast|anwesend|dabei|erwartet)|estar[áa]n? presentes?|asistir[áa]n?|sar(?:à|anno) presenti?|parteciper(?:à|anno))(?![\p{L}])/iu;
const GUEST_SESSIONS =
  /autograph|signing sessions?|photo ?(?:ops?|sessions?|shoots?)(?![\p{L}])|meet (?:and|&) greet|(?:^|[^\p{L}])panels?(?![\p{L}])|(?:^|[^\p{L}])q ?& ?a(?![\p{L}])|keynote|dédicace|séances? (?:de )?(?:photos?|dédicaces?)|autogramm|fotosession|autógrafo|autografi/iu;
const GUEST_LINE = 600;
const GUEST_LINES_READ = 3_000;

/** The page title's parts ("Sign in · Acme" → "Sign in", "Acme"), each as a person reads it. */
function titleParts(document: Document): string[] {
  return normalizeText(document.title)
    .split(/\s[|–—·:/\-»]\s|[|·»【】]|\s\/|\/\s/)
    .map((part) => normalizeText(part).replace(/^["'“”]+|["'“”]+$/g, ""))
    .filter((part) => part && part.length <= NAMING_TEXT);
}

/** The page's first main headings (h1), each as a person reads it. */
function firstHeadings(elements: readonly Element[]): string[] {
  const headings: string[] = [];
  for (const element of elements) {
    if (element.localName !== "h1") continue;
    const text = textOf(element);
    if (text && text.length <= NAMING_TEXT) headings.push(text);
    if (headings.length >= HEADINGS_READ) break;
  }
  return headings;
}

/** The page's first second-level heading, where it has no main one (a shop's forum titled "Forum" in an h2). */
function secondHeadings(elements: readonly Element[]): string[] {
  if (elements.some((element) => element.localName === "h1")) return [];
  const heading = elements.find((element) => element.localName === "h2");
  const text = heading ? normalizeText(leadingTextOf(heading, NAMING_TEXT + 1)) : "";
  return text && text.length <= NAMING_TEXT ? [text] : [];
}

/** Whether the page holds an article's prose: three paragraphs of 200 characters, outside any form and any dialog
 * (a search page's or a sign-in page's offers to upgrade wait in closed dialogs: no part of the page a person reads). */
function holdsProse(elements: readonly Element[]): boolean {
  let paragraphs = 0;
  for (const element of elements) {
    if (element.localName !== "p" || element.closest("form")) continue;
    if (textOf(element).length < PROSE_PARAGRAPH || element.closest(DIALOG)) continue;
    if (++paragraphs >= PROSE_PARAGRAPHS_OF_AN_ARTICLE) return true;
  }
  return false;
}

// The elements of a page the rules read (its first ones, in document order).
const PAGE_ELEMENTS = 30_000;

/** The page's first elements and whether they hold an article's prose (holdsProse): one walk of the page that
 * wrongKindOf and the list rules asked after it share. The rules read the page as it was parsed (none changes it). */
export interface TPageWalk {
  elements: readonly Element[];
  prose: boolean;
}

/** One walk of the page (see TPageWalk). */
export function walkPage(document: Document): TPageWalk {
  const elements = document.body ? elementsUnder(document.body, PAGE_ELEMENTS) : [];
  return { elements, prose: holdsProse(elements) };
}

/** A sign-in or sign-up page: a password field, and a part of the page's title that names the form (a forum's or
 * shop's page keeps a sign-in box under a heading of its own: its title names the page). */
function accountForm(
  elements: readonly Element[],
  names: readonly string[],
  pageUrl: string,
): "sign-in" | "sign-up" | undefined {
  const passwords = elements.filter(
    (element) => element.localName === "input" && (element.getAttribute("type") ?? "").toLowerCase() === "password",
  );
  if (passwords.length === 0) return undefined;
  for (const name of names) {
    const whole = name.replace(/[.!:]$/, "");
    // ("Sign in" is a form's whole name; "Sign in to Acme" names it before the site; "Acme User Login" after it)
    for (const form of [...formNameOpenings(whole), ...formNameAfterSiteName(whole, pageUrl)]) {
      if (SIGN_UP.test(form)) return "sign-up";
      if (SIGN_IN.test(form) || MEMBERS_SIGN_IN.test(form)) return "sign-in";
    }
  }
  return undefined;
}

// The sign-in of a site's members by whom it is for ("User Login", "Member Sign in", "Kunden-Login"), or by the part
// of the site kept for them ("Customer Portal Login", "Member Area Sign in"), or by their own page on the site
// ("マイページ ログイン": my page's log-in).
const MEMBERS_SIGN_IN =
  /^(?:(?:user|member|members|customer|client|account|partner|dealer)\s(?:(?:portal|area|center|centre|zone)\s)?(?:login|log[\s-]?in|sign[\s-]?in|sign[\s-]?on)|(?:kunden|mitglieder|händler)[\s-]?(?:login|anmeldung)|(?:espace|connexion) (?:client|membre)s?|(?:マイページ|会員|メンバー)\s?ログイン|(?:会员|用户|用戶)\s?(?:登录|登錄|登入)|회원\s?로그인)$/i;
// A site's name is a word or three.
const SITE_NAME_WORDS = 3;

/** What follows the site's name at the opening of a title's part or heading ("CarDekho User Login" on cardekho.com:
 * "User Login"; "example.com: Login" on secure.example.com: "Login"), when it opens with the site's name: its words,
 * letters and digits only, are a label of the page's host name (not "www", not its ending), or the host name's last
 * labels with its ending ("example.com"). */
function formNameAfterSiteName(whole: string, pageUrl: string): string[] {
  if (!URL.canParse(pageUrl)) return [];
  const host = new URL(pageUrl).hostname.toLowerCase().split(".");
  const labels = [...host.slice(0, -1), ...host.slice(0, -1).map((_, start) => host.slice(start).join(""))];
  const words = whole.split(/\s+/);
  for (let count = 1; count <= SITE_NAME_WORDS && count < words.length; count++) {
    const site = words
      .slice(0, count)
      .join("")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]/gu, "");
    if (site && site !== "www" && labels.includes(site)) return [words.slice(count).join(" ")];
  }
  return [];
}

// The fields a person types an account's name or e-mail address into.
const ACCOUNT_FIELD_TYPES = /^(?:|text|email)$/i;

/** A page to recover an account's password: a part of its title or its main heading names it (see PASSWORD_RESET),
 * alone or before the site it is for, and a form in the page's content (no header's, no menu's) asks for an account's
 * name or e-mail address in a field that is no search box. */
function isPasswordReset(elements: readonly Element[], names: readonly string[]): boolean {
  const named = names.some((name) =>
    formNameOpenings(name.replace(/[.!:]$/, "")).some((text) => PASSWORD_RESET.test(text)),
  );
  if (!named) return false;
  let forms = 0;
  for (const form of elements) {
    if (form.localName !== "form" || form.closest(NOT_CONTENT)) continue;
    if (++forms > FORMS_READ) return false;
    const asks = elementsUnder(form, 500).some(
      (field) =>
        field.localName === "input" &&
        ACCOUNT_FIELD_TYPES.test(field.getAttribute("type") ?? "") &&
        !isSearchBox(field),
    );
    if (asks && (form.getAttribute("role") ?? "") !== "search") return true;
  }
  return false;
}

/** A sign-in or sign-up page by its form's shape, in any language: the page's main heading (its first h1, text of its
 * own, not a logo's link) inside a form that holds a password field, or above such a form in one block that says
 * little else (a store's sign-in page below its whole category tree in a sidebar). A form of some words only (a
 * page built inside one form is no sign-in form), outside the page's header and menus; two password fields (the
 * password and its repetition) open an account. A sign-in box above a thread's or a product's heading is not the
 * page's content. */
function accountFormByShape(elements: readonly Element[]): "sign-in" | "sign-up" | undefined {
  // (a site bar's logo set in an h1 above the form's own heading is no heading of the page)
  const heading = elements.find((element) => element.localName === "h1" && !isLogoInSiteBar(element));
  if (!heading || inSiteFurniture(heading)) return undefined;
  const name = leadingTextOf(heading, NAMING_TEXT + 1);
  if (
    !name ||
    name.length > NAMING_TEXT ||
    normalizeText(leadingTextOf(heading.querySelector("a"), NAMING_TEXT + 1)) === name
  )
    return undefined;
  let forms = 0;
  for (const form of elements) {
    if (form.localName !== "form") continue;
    if (++forms > FORMS_READ) return undefined;
    const passwords = elementsUnder(form, 500).filter(
      (field) => field.localName === "input" && (field.getAttribute("type") ?? "").toLowerCase() === "password",
    ).length;
    if (passwords === 0 || form.closest(NOT_CONTENT)) continue;
    if (textOf(form).length > ACCOUNT_FORM_TEXT) {
      // (a page built inside one form, as ASP.NET builds every page: the password's own block with the heading)
      if (form.contains(heading) && passwordBlockWithHeading(form, heading)) return "sign-in";
      continue;
    }
    // (a heading that opens with the name of a form to open an account, "Zarejestruj się, by zacząć …", names it)
    const kind = passwords >= 2 || namesSignUp(name) ? "sign-up" : "sign-in";
    if (form.contains(heading)) return kind;
    // (the heading above the form: a header's sign-in box comes before the page's heading)
    if (!(heading.compareDocumentPosition(form) & 4) /* DOCUMENT_POSITION_FOLLOWING */) continue;
    let block: Element | null = form.parentElement;
    for (let level = 0; block && level < FORM_BLOCK_LEVELS && !block.contains(heading); level++)
      block = block.parentElement;
    if (!block || !block.contains(heading)) continue;
    if ((block.textContent ?? "").length - (form.textContent ?? "").length > FORM_BLOCK_OTHER_TEXT) continue;
    // (a form to open an account beside the page's own headline, over the product's sections, is the product's
    // landing page: "How people build software" and "Sign up for Acme" above "For everything you build")
    const signsUp = kind === "sign-up" || opensAnAccount(form);
    if (signsUp && !namesAnAccountForm(name) && sectionsAfter(elements, block)) continue;
    return kind;
  }
  return undefined;
}

// A page without a main heading whose reading is its log-in form: the text a person reads outside the form's block
// (no link's, no header's, menu's or footer's) is a line or two (a quote of the day, a copyright), under no heading.
const TEXT_BESIDE_A_FORM_ALONE = 600;

/** Whether a field is a password field. */
function isPasswordField(element: Element): boolean {
  return element.localName === "input" && (element.getAttribute("type") ?? "").toLowerCase() === "password";
}

/** A sign-in or sign-up page by its form alone, in any language, on a page with no main heading (a daily's log-in
 * page headed by a line of bold text: "Utilizadores registados"): a form in the page's content holds a password field
 * and a field for the account's name or e-mail address, and the page reads nothing else: outside the form's block
 * (its nearest ancestors that say little else: the form's heading, a link to open an account, a form to recover the
 * password) a person reads no heading and no more than a line or two that are not links, a header, a menu or a
 * footer. A story, a thread or a product with a log-in box beside it reads its own heading or text outside the box.
 * A main heading that is only a picture (the site's logo) counts as none. */
function accountFormAlone(elements: readonly Element[]): "sign-in" | "sign-up" | undefined {
  // (a main heading that is only the site's logo, a picture with no text, is no heading a person reads: a shop's
  // sign-in page shows its logo in an h1 above the form)
  if (elements.some((element) => element.localName === "h1" && textOf(element).length > 0)) return undefined;
  let forms = 0;
  for (const form of elements) {
    if (form.localName !== "form") continue;
    if (++forms > FORMS_READ) return undefined;
    const fields = elementsUnder(form, 500);
    const passwords = fields.filter(isPasswordField).length;
    // (a page built inside one form, as ASP.NET builds every page, is no log-in form)
    if (passwords === 0 || form.closest(NOT_CONTENT) || textOf(form).length > ACCOUNT_FORM_TEXT) continue;
    const named = fields.some(
      (field) =>
        field.localName === "input" &&
        ACCOUNT_FIELD_TYPES.test(field.getAttribute("type") ?? "") &&
        !isSearchBox(field),
    );
    if (!named) continue;
    const formText = (form.textContent ?? "").length;
    let block: Element = form;
    for (let level = 0; level < 2 * FORM_BLOCK_LEVELS; level++) {
      const parent: Element | null = block.parentElement;
      if (!parent || parent.localName === "body") break;
      if ((parent.textContent ?? "").length - formText > FORM_BLOCK_OTHER_TEXT) break;
      block = parent;
    }
    // (the page's first log-in form in its content is the one read)
    return readsOutside(elements, block) ? undefined : passwords >= 2 ? "sign-up" : "sign-in";
  }
  return undefined;
}

/** Whether a person reads anything of its own outside a block: a heading of its own (a thread's or a story's above
 * its text), or more than a line or two of the page's text that is no link's, no header's, menu's, footer's or
 * dialog's, and no script's or style's. */
function readsOutside(elements: readonly Element[], block: Element): boolean {
  let length = 0;
  for (const element of elements) {
    if (/^(?:script|style|noscript|template|a)$/.test(element.localName) || block.contains(element)) continue;
    const heading = /^h[1-6]$/.test(element.localName);
    let own = 0;
    if (!heading)
      for (const node of element.childNodes) if (node.nodeType === 3) own += normalizeText(node.textContent).length;
    if ((!heading && own === 0) || element.closest(`a, ${NOT_CONTENT}, ${DIALOG}`)) continue;
    if (heading) return true;
    length += own;
    if (length > TEXT_BESIDE_A_FORM_ALONE) return true;
  }
  return false;
}

// A filled-in e-mail address: the member's own, shown in the settings of the account they are signed in to.
const FILLED_ADDRESS = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;
// The account's other fields a settings page shows beside its address: a name filled in, a country or language to
// choose, a picture to upload.
const ACCOUNT_FIELDS_BESIDE_THE_ADDRESS = 2;

/** A member's own account's settings: a field in the page's content holds an e-mail address filled in, beside two
 * fields of the account's at least (a name filled in, a country or language to choose, a picture to upload), no
 * search box. A shop's page saved while signed in fills its feedback form's address too: the caller asks it only
 * where no product, thread, article or list was found. */
export function isAccountSettings(elements: readonly Element[]): boolean {
  let address = false;
  let others = 0;
  for (const field of elements) {
    if (!/^(?:input|select)$/.test(field.localName) || field.closest(NOT_CONTENT) || isSearchBox(field)) continue;
    const type = (field.getAttribute("type") ?? "text").toLowerCase();
    const value = normalizeText((field.getAttribute("value") ?? "").slice(0, NAMING_TEXT * 5));
    if (field.localName === "select" || type === "file") others++;
    else if (type === "email" && FILLED_ADDRESS.test(value)) address = true;
    else if (type === "text" && value) others++;
    if (address && others >= ACCOUNT_FIELDS_BESIDE_THE_ADDRESS) return true;
  }
  return false;
}

/** The block of a page-wide form that holds its password field and the page's main heading, and says little else
 * (a sign-in's labels, a link to a forgotten password): the field's nearest such ancestor, inside the form. */
function passwordBlockWithHeading(form: Element, heading: Element): boolean {
  const password = elementsUnder(form, 5_000).find(
    (field) => field.localName === "input" && (field.getAttribute("type") ?? "").toLowerCase() === "password",
  );
  let block: Element | null = password?.parentElement ?? null;
  for (let level = 0; block && level < FORM_BLOCK_LEVELS && !block.contains(heading); level++)
    block = block.parentElement;
  if (!block || block === form || !form.contains(block) || !block.contains(heading)) return false;
  return textOf(block).length <= ACCOUNT_FORM_TEXT;
}

/** A form that opens an account by its own words: its submit control or its action says sign up ("Sign up for
 * Acme", "/join", "/signup"). */
function opensAnAccount(form: Element): boolean {
  const action = form.getAttribute("action") ?? "";
  const path = URL.canParse(action, "https://example.invalid/")
    ? new URL(action, "https://example.invalid/").pathname
    : "";
  if (/(?:^|\/)(?:join|sign[-_]?up|register|registration|create[-_]?account)\/?$/i.test(path)) return true;
  return elementsUnder(form, 500).some((control) => {
    const submit =
      control.localName === "button" ||
      (control.localName === "input" && /^(?:submit|button)$/i.test(control.getAttribute("type") ?? ""));
    if (!submit) return false;
    const label = normalizeText(control.localName === "input" ? control.getAttribute("value") : textOf(control));
    return (
      label.length <= NAMING_TEXT && formNameOpenings(label.replace(/[.!:]$/, "")).some((text) => SIGN_UP.test(text))
    );
  });
}

/** Whether a text names a form to open an account ("Sign up", "Register to start", "Zarejestruj się, by …"). */
function namesSignUp(text: string): boolean {
  return formNameOpenings(text.replace(/[.!:]$/, "")).some((opening) => SIGN_UP.test(opening));
}

/** A site bar's logo set as a main heading: an h1 whose words are its link's (the site's name linking home) inside
 * the site's header or menus. */
function isLogoInSiteBar(heading: Element): boolean {
  if (!heading.closest(NOT_CONTENT)) return false;
  const link = heading.querySelector("a[href]");
  return Boolean(link) && normalizeText(link?.textContent) === textOf(heading);
}

/** Whether an element is in the site's furniture (see SITE_FURNITURE): a section's or a form's own header inside the
 * page's content ("<section><header><h1>…") heads that part, it is no site bar. */
function inSiteFurniture(element: Element): boolean {
  const furniture = element.closest(NOT_CONTENT);
  if (!furniture) return false;
  const parent = furniture.parentElement;
  return !(
    furniture.localName === "header" &&
    parent?.closest("main, article, section") &&
    !parent.closest(NOT_CONTENT)
  );
}

/** Whether a text names a form to sign in or to open an account ("Sign up", "Log in to Acme"). */
function namesAnAccountForm(text: string): boolean {
  return formNameOpenings(text.replace(/[.!:]$/, "")).some((opening) => SIGN_UP.test(opening) || SIGN_IN.test(opening));
}

// A landing page's sections after its headline: three headings of their own at least.
const SECTIONS_OF_A_LANDING_PAGE = 3;

/** Whether the page's content (no header, menu or footer) heads three sections or more after the block of the form
 * and the heading, each a title of its own (no link). */
function sectionsAfter(elements: readonly Element[], hero: Element): boolean {
  let sections = 0;
  for (const element of elements) {
    if (!/^h[2-4]$/.test(element.localName) || hero.contains(element) || element.closest(NOT_CONTENT)) continue;
    // (a section's own title after the form, no link to a category in a sidebar)
    if (!(hero.compareDocumentPosition(element) & 4) /* DOCUMENT_POSITION_FOLLOWING */) continue;
    if (element.closest("a") || element.querySelector("a")) continue;
    if (textOf(element) && ++sections >= SECTIONS_OF_A_LANDING_PAGE) return true;
  }
  return false;
}

/** A title's part and each of its openings that ends before a word a tail could open with ("Log In to Canvas":
 * "Log", "Log In"): a form's name may itself hold such a word ("Log In", "Log on"), so the tail is not cut at the
 * first. A part is a short text (at most NAMING_TEXT characters), so its openings are few. */
function formNameOpenings(whole: string): string[] {
  const words = whole.split(/\s+/);
  // (and each opening that ends at a comma: "Sign up, it's free", "Zarejestruj się, by zacząć …")
  const openings = words.flatMap((word, index) => [
    ...(index > 0 && TAIL_WORD.test(word) ? [words.slice(0, index).join(" ")] : []),
    ...(index < words.length - 1 && word.endsWith(",")
      ? [
          words
            .slice(0, index + 1)
            .join(" ")
            .slice(0, -1),
        ]
      : []),
  ]);
  return [whole, ...openings];
}

/** The page's first `count` text nodes in document order, each as a line of its first `length` characters (spaces
 * folded): the short lines a person reads as labels ("Cuisine:", "Letzter Beitrag:", "Salary: …"). */
function* textLines(document: Document, count: number, length: number): Generator<string> {
  const walker = document.createTreeWalker(document.body ?? document, 4 /* NodeFilter.SHOW_TEXT */);
  let read = 0;
  for (let node = walker.nextNode(); node && read < count; node = walker.nextNode(), read++) {
    yield normalizeText((node.nodeValue ?? "").slice(0, length));
  }
}

function declaresType(document: Document, elements: readonly Element[], types: RegExp): boolean {
  for (const item of readJsonLd(document)) {
    const type = item["@type"];
    const list = Array.isArray(type) ? type : [type];
    if (list.some((entry) => typeof entry === "string" && types.test(entry.replace(/^https?:\/\/schema\.org\//i, ""))))
      return true;
  }
  return elements.some((element) => {
    const itemType = element.getAttribute("itemtype");
    return itemType !== null && types.test(itemType.replace(/^https?:\/\/schema\.org\//i, ""));
  });
}

/** A job ad: its data says JobPosting, or it shows a salary line and a way to apply (a button or a CV upload). */
function isJobAd(document: Document, elements: readonly Element[]): boolean {
  if (declaresType(document, elements, /^JobPosting$/i)) return true;
  const applies = elements.some((element) => {
    if (element.localName === "input" && (element.getAttribute("type") ?? "").toLowerCase() === "file") return true;
    if (element.localName !== "a" && element.localName !== "button") return false;
    const text = textOf(element);
    return text.length <= 40 && APPLY_CALL.test(text);
  });
  if (!applies) return false;
  for (const line of textLines(document, PROPERTY_LINES_READ, 120)) if (SALARY_LINE.test(line)) return true;
  return false;
}

/** A job ad by the heads of its parts (see JOB_TERMS): three of them among the page's short lines. */
function headsJobAdParts(document: Document): boolean {
  return namesTerms(document, JOB_TERMS, JOB_LINE, JOB_TERMS_OF_AN_AD);
}

/** Whether the page's short lines (at most `longest` characters) name `least` different terms of `terms`. */
function namesTerms(
  document: Document,
  terms: ReadonlyArray<[string, RegExp]>,
  longest: number,
  least: number,
  required?: string,
): boolean {
  const found = new Set<string>();
  for (const line of textLines(document, PROPERTY_LINES_READ, longest + 1)) {
    if (!line || line.length > longest) continue;
    for (const [term, pattern] of terms) if (!found.has(term) && pattern.test(line)) found.add(term);
    if (found.size >= least && (!required || found.has(required))) return true;
  }
  return false;
}

/** A podcast's episode (see EPISODE_PATH): its address or data, and show notes. A story that embeds an episode's
 * player is filed among stories. */
function isPodcastEpisode(document: Document, elements: readonly Element[], pageUrl: string): boolean {
  const filed = URL.canParse(pageUrl) && EPISODE_PATH.test(new URL(pageUrl).pathname);
  if (!filed && !declaresType(document, elements, EPISODE_TYPES)) return false;
  let stamped = 0;
  for (const line of textLines(document, PROPERTY_LINES_READ, NOTES_LINE)) {
    if (!line) continue;
    if (line.length <= NAMING_TEXT && SHOW_NOTES.test(line)) return true;
    if (TIME_STAMPED_LINE.test(line) && ++stamped >= TIME_STAMPED_LINES_OF_NOTES) return true;
  }
  return false;
}

/** A home to buy or rent: its data says so, or its short lines name three of a home's labels. */
function isProperty(document: Document, elements: readonly Element[]): boolean {
  if (
    declaresType(document, elements, /^(?:RealEstateListing|SingleFamilyResidence|House|Apartment|ApartmentComplex)$/i)
  )
    return true;
  return namesTerms(document, PROPERTY_TERMS, PROPERTY_LINE, PROPERTY_TERMS_OF_A_HOME);
}

/** The words a search address asks for ("graduate" of `?kws=graduate`), when it asks for any. */
function searchWords(pageUrl: string): string | undefined {
  if (!URL.canParse(pageUrl)) return undefined;
  for (const [key, value] of new URL(pageUrl).searchParams) {
    const words = normalizeText(value);
    if (QUERY_KEYS.includes(key.toLowerCase()) && words.length >= 2) return words;
  }
  return undefined;
}

/** Search results: its data says so, or its title or heading says search results (or counts the results for quoted
 * words) on an address whose path says results, or its address asks for words its title or heading repeats, on a page of
 * results (the address's path or the page's words say so); on an address whose path says results, a search box
 * holding the words asked for or a short line that says it found results for them does as well (a title that is
 * only "Search | Example"). */
function isSearchResults(document: Document, elements: readonly Element[], names: readonly string[], pageUrl: string) {
  if (declaresType(document, elements, /^SearchResultsPage$/i)) return true;
  // (a count of results for quoted words, on a page whose address says results)
  const path = URL.canParse(pageUrl) ? new URL(pageUrl).pathname : "";
  if (RESULTS_PATH.test(path) && names.some((name) => COUNTED_RESULTS.test(name) || SEARCH_RESULTS_NAME.test(name)))
    return true;
  const words = searchWords(pageUrl)?.toLowerCase();
  // (a query under a key of the site's own, "?blob=sanctions": the search box on a page of results holds its words)
  if (!words) return RESULTS_PATH.test(path) && holdsAnAddressValue(elements, pageUrl);
  if (!names.some((name) => name.toLowerCase().includes(words))) {
    return RESULTS_PATH.test(path) && (showsSearchedWords(elements, words) || listsResultsOf(elements, words));
  }
  if (RESULTS_PATH.test(path)) return true;
  return elements.some((element) => {
    if (element.closest(NOT_CONTENT)) return false;
    const text = element.firstElementChild ? "" : textOf(element);
    return text.length > 0 && text.length <= NAMING_TEXT && RESULTS_WORDS.test(text);
  });
}

/** A site's search page: a title part or main heading that names the page "Search" (alone or before the site it
 * searches), a search box, and an address whose path says search; the caller asks it of a page without an
 * article's prose (a story titled "Search" tells of one). */
function isSearchPage(elements: readonly Element[], names: readonly string[], pageUrl: string): boolean {
  if (!URL.canParse(pageUrl) || !RESULTS_PATH.test(new URL(pageUrl).pathname)) return false;
  const named = names.some((name) =>
    formNameOpenings(name.replace(/[.!:]$/, "")).some((opening) => SEARCH_PAGE_NAME.test(opening)),
  );
  return named && elements.some(isSearchBox);
}

/** A box to type words to search for: a field of type search, or a text field named as a query ("q", "search"). */
function isSearchBox(element: Element): boolean {
  if (element.localName !== "input") return false;
  const type = (element.getAttribute("type") ?? "text").toLowerCase();
  if (type === "search") return true;
  return type === "text" && SEARCH_BOX_NAME.test(element.getAttribute("name") ?? "");
}

/** A search box that holds the words of one of the address's values (whatever its key). */
function holdsAnAddressValue(elements: readonly Element[], pageUrl: string): boolean {
  const values = new Set(
    [...new URL(pageUrl).searchParams.values()]
      .slice(0, 20)
      .map((value) => normalizeText(value.slice(0, NAMING_TEXT)).toLowerCase())
      .filter((value) => value.length >= 2),
  );
  if (values.size === 0) return false;
  return elements.some((element) => {
    if (element.localName !== "input") return false;
    const type = (element.getAttribute("type") ?? "text").toLowerCase();
    return (
      (type === "text" || type === "search") && values.has(normalizeText(element.getAttribute("value")).toLowerCase())
    );
  });
}

/** A search box that holds the words asked for, or a short line that says it found results for them ("Found 28
 * results for twenty cats", its words in elements of their own). */
function showsSearchedWords(elements: readonly Element[], words: string): boolean {
  return elements.some((element) => {
    if (element.localName === "input") {
      const type = (element.getAttribute("type") ?? "text").toLowerCase();
      return (
        (type === "text" || type === "search") && normalizeText(element.getAttribute("value")).toLowerCase() === words
      );
    }
    if (!element.firstElementChild || element.closest(NOT_CONTENT)) return false;
    const text = leadingTextOf(element, NAMING_TEXT + 1);
    return text.length <= NAMING_TEXT && RESULTS_WORDS.test(text) && text.toLowerCase().includes(words);
  });
}

/** A list headed as search results ("Search results", "Suchergebnisse", a line of its own in the page's content)
 * whose excerpts show the words asked for (a forum's results, each a thread's title, writer and the lines that hold
 * the words). */
function listsResultsOf(elements: readonly Element[], words: string): boolean {
  let headed = false;
  let shown = false;
  for (const element of elements) {
    if (element.firstElementChild || element.localName === "title") continue;
    const text = normalizeText(leadingTextOf(element, EXCERPT_READ)).toLowerCase();
    if (!headed && text.length <= NAMING_TEXT && RESULTS_HEADING.test(text)) headed = !element.closest(NOT_CONTENT);
    else if (!shown && text.includes(words)) shown = !element.closest(NOT_CONTENT);
    if (headed && shown) return true;
  }
  return false;
}

/** A forum's index or a board's list of threads: the three column heads of such a list, each a cell or short line
 * of its own, in one row (a thread's sidebar of similar threads names no "threads" column; a search form's choice of
 * what to search, "Topics" beside a radio button, names none either; a topic's page whose posts' count is labelled
 * "Posts", whose "Last Post" link jumps down the page and whose footer counts the forum's "Topics" shows the three
 * words far apart, no row of heads). A head of two parts ("Topics / Messages") names both its columns. */
function isForumIndex(elements: readonly Element[]): boolean {
  const rows = new Map<Element, Set<number>>();
  for (const element of elements) {
    if (element.localName !== "th" && element.getAttribute("role") !== "columnheader" && element.firstElementChild)
      continue;
    // (a head of two parts names two columns: "Topics / Messages")
    const parts = normalizeText(leadingTextOf(element, COLUMN_HEAD * 2 + 1))
      .split(HEAD_PARTS)
      .slice(0, 4);
    const columns = parts.flatMap((part) => {
      const column = part && part.length <= COLUMN_HEAD ? INDEX_COLUMNS.findIndex((words) => words.test(part)) : -1;
      return column < 0 ? [] : [column];
    });
    if (columns.length === 0 || element.closest(FORM_CHOICE)) continue;
    let row = element.parentElement;
    for (let level = 0; row && level < HEAD_ROW_LEVELS; level++, row = row.parentElement) {
      const found = rows.get(row) ?? new Set<number>();
      for (const column of columns) found.add(column);
      rows.set(row, found);
      if (found.size === INDEX_COLUMNS.length) return true;
    }
  }
  return false;
}

/** A member's profile on a social network (see FOLLOW_COUNTERS): a counter of followers and one of the people
 * followed, each a short line ("1.1M followers") in a block of its own or across a word's element and its siblings,
 * both in one block, and no other such counters on the page (a thread's writers' cards show theirs on every post). */
function isProfile(elements: readonly Element[]): boolean {
  const blocks = new Map<Element, number>();
  let words = 0;
  let climbs = 0;
  let found = false;
  for (const element of elements) {
    if (element.firstElementChild) continue;
    const text = normalizeText(element.textContent?.slice(0, FOLLOW_COUNTER_TEXT * 2));
    if (!text || text.length > FOLLOW_COUNTER_TEXT) continue;
    let counter: Element | null = element;
    let kind = FOLLOW_COUNTERS.findIndex((pattern) => pattern.test(text));
    if (kind < 0 && FOLLOW_WORDS.test(text) && ++climbs <= FOLLOW_WORDS_READ) {
      counter = element.parentElement;
      for (let level = 0; counter && kind < 0 && level < FOLLOW_COUNTER_LEVELS; level++) {
        const whole = normalizeText(leadingTextOf(counter, FOLLOW_COUNTER_TEXT + 1));
        kind = FOLLOW_COUNTERS.findIndex((pattern) => pattern.test(whole));
        if (kind < 0) counter = counter.parentElement;
      }
    }
    if (kind < 0 || !counter) continue;
    if (++words > FOLLOW_WORDS_OF_A_PROFILE) return false;
    let block = counter.parentElement;
    for (let level = 0; block && level < FOLLOW_BLOCK_LEVELS; level++, block = block.parentElement) {
      const kinds = (blocks.get(block) ?? 0) | (1 << kind);
      blocks.set(block, kinds);
      if (kinds === 3) found = true;
    }
  }
  return found;
}

/** A board's table of topics whatever its software (Simple Machines, vBulletin, MyBB, Discourse): one row of column
 * heads whose parts name the topic, the replies and the last post or activity (see TOPIC_COLUMNS), over a table of
 * eight rows or more, each linking to an address of its own. */
function isTopicTable(elements: readonly Element[], pageUrl: string): boolean {
  if (!URL.canParse(pageUrl)) return false;
  const rows = new Map<Element, Set<number>>();
  let tables = 0;
  for (const element of elements) {
    if (element.localName !== "th" && element.getAttribute("role") !== "columnheader") continue;
    const row = element.parentElement;
    if (!row || (rows.size >= HEAD_ROWS_READ && !rows.has(row))) continue;
    const parts = normalizeText(leadingTextOf(element, COLUMN_HEAD * 2 + 1)).split(HEAD_PARTS);
    const found = rows.get(row) ?? new Set<number>();
    const before = found.size;
    for (const part of parts.slice(0, 4)) {
      TOPIC_COLUMNS.forEach((column, index) => {
        if (part.length <= COLUMN_HEAD && column.test(part)) found.add(index);
      });
    }
    rows.set(row, found);
    if (found.size < TOPIC_COLUMNS.length || before === found.size) continue;
    const table = row.closest("table, [role=table], [role=grid]");
    if (!table || ++tables > TOPIC_TABLES_READ) return false;
    if (topicRows(table, new URL(pageUrl)) >= TOPIC_ROWS_OF_A_BOARD) return true;
  }
  return false;
}

/** A list of members (see MEMBER_COLUMN): among the first rows of a table in the page's content, one whose cells
 * (th or td, each a short text) name a member column and a join column, over eight rows or more each linking to an
 * address of its own. */
function isMemberTable(elements: readonly Element[], pageUrl: string): boolean {
  return headsTableOfRows(
    elements,
    pageUrl,
    (heads) => heads.some((text) => MEMBER_COLUMN.test(text)) && heads.some((text) => JOINED_COLUMN.test(text)),
    MEMBER_ROWS_OF_A_LIST,
  );
}

/** A comparison of offers (see PROVIDER_COLUMN): among the first rows of a table in the page's content, one whose
 * cells name the provider and two of an offer's terms, over six rows or more each linking to an address of its own. */
function isOfferComparison(elements: readonly Element[], pageUrl: string): boolean {
  return headsTableOfRows(
    elements,
    pageUrl,
    (heads) =>
      heads.some((text) => PROVIDER_COLUMN.test(text)) &&
      heads.filter((text) => OFFER_TERM_COLUMN.test(text)).length >= OFFER_TERMS_OF_A_COMPARISON,
    OFFERS_OF_A_COMPARISON,
  );
}

/** Whether among the first rows of a table in the page's content one has cells (th or td, each a short text) whose
 * texts `heads` accepts, over `least` rows or more each linking to an address of its own. */
function headsTableOfRows(
  elements: readonly Element[],
  pageUrl: string,
  heads: (texts: readonly string[]) => boolean,
  least: number,
): boolean {
  if (!URL.canParse(pageUrl)) return false;
  const rowsSeen = new Map<Element, number>();
  let tables = 0;
  for (const row of elements) {
    if (row.localName !== "tr") continue;
    const table = row.closest("table");
    if (!table) continue;
    const seen = rowsSeen.get(table) ?? 0;
    if (seen >= HEAD_ROWS_OF_A_TABLE) continue;
    rowsSeen.set(table, seen + 1);
    const texts: string[] = [];
    let cells = 0;
    for (let cell = row.firstElementChild; cell && cells < HEAD_CELLS_READ; cell = cell.nextElementSibling, cells++) {
      if (cell.localName !== "th" && cell.localName !== "td") continue;
      const text = normalizeText(leadingTextOf(cell, COLUMN_HEAD + 1));
      if (text && text.length <= COLUMN_HEAD) texts.push(text);
    }
    if (!heads(texts) || table.closest(NOT_CONTENT)) continue;
    if (++tables > TOPIC_TABLES_READ) return false;
    if (topicRows(table, new URL(pageUrl)) >= least) return true;
  }
  return false;
}

/** The rows of a table that each link to an address of their own (no other row's, not the page's): one walk of the
 * table's first elements, each row counted by its first link. */
function topicRows(table: Element, page: URL): number {
  const targets = new Set<string>();
  const counted = new Set<Element>();
  for (const link of elementsUnder(table, TOPIC_TABLE_ELEMENTS)) {
    const href = link.localName === "a" ? link.getAttribute("href") : null;
    const row = href ? link.closest("tr, [role=row]") : null;
    if (!href || !row || counted.has(row) || !URL.canParse(href, page)) continue;
    counted.add(row);
    const target = new URL(href, page);
    const address = `${target.origin}${target.pathname}${target.search}`;
    if (address !== `${page.origin}${page.pathname}${page.search}`) targets.add(address);
  }
  return targets.size;
}

/** A forum's index without column heads: its name is the forum's alone ("Forum bei Example" → "Forum"), and three
 * of its threads or more are listed with their last post ("Letzter Beitrag:", "Go to last post"). */
function isNamedForumIndex(document: Document, names: readonly string[]): boolean {
  const named = names.some((name) => {
    const whole = name.replace(/[.!:]$/, "");
    return FORUM_NAME.test(whole) || FORUM_NAME.test(whole.replace(FORM_NAME_TAIL, ""));
  });
  if (!named || !document.body) return false;
  let lastPosts = 0;
  for (const line of textLines(document, PROPERTY_LINES_READ, LAST_POST_LABEL + 1)) {
    if (line.length <= LAST_POST_LABEL && LAST_POST_LINE.test(line) && ++lastPosts >= LAST_POSTS_OF_AN_INDEX)
      return true;
  }
  return false;
}

/** A list of topics: five lines or more that say who replied last to a topic ("最后回复来自", "Last post by"). */
function listsTopicsWithLastReplies(document: Document): boolean {
  if (!document.body) return false;
  let lastReplies = 0;
  for (const line of textLines(document, PROPERTY_LINES_READ, TOPIC_LINE + 1)) {
    if (line.length <= TOPIC_LINE && LAST_REPLY_BY.test(line) && ++lastReplies >= LAST_REPLIES_OF_A_LIST) return true;
  }
  return false;
}

/** A forum's list of discussions (see LIST_ROW): five rows or more, two thirds of those with two bare counts in
 * elements of their own ("953", "1.2k"), each with a title linking to an address of its own, other than the page's
 * and every other row's, on a page without an article's prose. Asked where no product's block was found (a shop's
 * carousel of cards, each with its reviews' count and its price's cents in elements of their own, is a product
 * page's), before the thread's. */
export function listsThreadsWithCounts(document: Document, pageUrl: string, walk = walkPage(document)): boolean {
  const { elements } = walk;
  if (!document.body || walk.prose) return false;
  const counts = new Map<Element, number>();
  for (const element of elements) {
    if (element.firstElementChild || !BARE_COUNT.test(normalizeText(leadingTextOf(element, COUNT_TEXT + 1)))) continue;
    // (a row laid out as a list of its cells, each count an item of its own: the list is the row)
    const row = element.localName === "li" ? element.parentElement : element.closest(LIST_ROW);
    if (row && (counts.size < ROWS_READ || counts.has(row))) counts.set(row, (counts.get(row) ?? 0) + 1);
  }
  if (!URL.canParse(pageUrl)) return false;
  const page = new URL(pageUrl);
  const titles = new Set<string>();
  let rows = 0;
  let firstRow: Element | undefined;
  for (const [row, count] of counts) {
    if (count < 2) continue;
    rows++;
    if (PRICE_SIGN.test(leadingTextOf(row, ROW_TEXT))) continue;
    const links = elementsUnder(row, ROW_ELEMENTS).flatMap((element) => {
      const href = element.localName === "a" ? element.getAttribute("href") : null;
      return href && URL.canParse(href, page) ? [{ element, target: new URL(href, page) }] : [];
    });
    // (a post links to itself in the page: its number, its date, "#post-12"; a thread's row of a list never does)
    if (links.some(({ target }) => linksIntoPage(target, page))) continue;
    const title = links.find(({ element }) => {
      const text = leadingTextOf(element, ROW_TITLE);
      return text.length >= ROW_TITLE && /\p{L}/u.test(text);
    });
    if (!title) continue;
    const target = `${title.target.origin}${title.target.pathname}${title.target.search}`;
    if (target === `${page.origin}${page.pathname}${page.search}` || titles.has(target)) continue;
    titles.add(target);
    firstRow ??= row;
  }
  // (most rows of a list are its threads: a table of standings beside a story links a few long names among many)
  if (titles.size < ROWS_OF_A_LIST || titles.size < TITLED_ROWS_SHARE * rows) return false;
  return !firstRow || !followsOwnPosts(elements, firstRow, page);
}

/** Whether the page links to posts of its own before a list's first row (see OWN_POST_PATH): the list is a
 * thread's list of other topics, below its posts. */
function followsOwnPosts(elements: readonly Element[], firstRow: Element, page: URL): boolean {
  const posts = new Set<string>();
  const own = page.pathname.replace(/\/$/, "");
  let links = 0;
  for (const element of elements) {
    if (element === firstRow) return false;
    const href = element.localName === "a" ? element.getAttribute("href") : null;
    if (!href) continue;
    if (++links > LINKS_BEFORE_THE_LIST_READ) return false;
    if (!URL.canParse(href, page)) continue;
    const target = new URL(href, page);
    if (target.origin !== page.origin) continue;
    const post =
      target.pathname === page.pathname || target.pathname === own
        ? OWN_POST_FRAGMENT.test(target.hash)
        : target.pathname.startsWith(`${own}/`) && OWN_POST_PATH.test(target.pathname.slice(own.length));
    if (post) posts.add(`${target.pathname}${target.hash}`);
    if (posts.size >= OWN_POSTS_OF_A_THREAD) return true;
  }
  return false;
}

// A list of articles, posts or ads (a blog's list of new articles, a tag's or category's page): eight headings or more in
// the page's content each linking to a page of its own, two thirds of its headings so, on a page without an article's
// prose whose data names no one story or product. A story's list of related posts follows its text: a page whose
// paragraphs before the first teaser hold 200 characters is a story. So is a page whose main heading (a headline of
// its own, no link) is followed by one long text, 600 characters of paragraphs before the next teaser, however many
// headlines a portal's menus and side columns list before and after it (each a heading linking away).
// A blog's index or category may show prose all the same: its newest post in full under its title, a link to the
// post's own page ("Check our specials", then "Posted on 10th Jun 2015" and the post, then the others' teasers), or
// long teasers. Such a list leads to its other pages (a link "2" or "6" to the list's own address with a page's
// number), and
// its prose follows a heading that links away: a page whose prose and data are a story's is a list of posts when no
// text of its own comes before its first teaser, eight teasers or more (a heading of any level, a main heading too,
// linking to a page of its own) make two thirds of its headings, and it links to its second page.
const TEASERS_OF_A_LIST = 8;
const TEASER_HEADINGS_READ = 300;
const TEASER_SHARE = 2 / 3;
const STORY_UNDER_A_HEADLINE = PROSE_PARAGRAPH * PROSE_PARAGRAPHS_OF_AN_ARTICLE;
const ONE_STORY_OR_PRODUCT = /^(?:\w*Article|BlogPosting|Review|Report|Product|JobPosting)$/i;
// A number of a list's page other than the first ("2", "6", "1422"), and the last part of its address under the
// list's own ("/page/2", "/2/", "page-2").
const PAGE_NUMBER = /^(?:[2-9]|[1-9]\d{1,3})$/;
const PAGE_NUMBER_AT_THE_END = /(?<![\d])[1-9]\d{0,3}$/;
const NUMBERED_PAGE_PATH = /^(?:[^/\d]*\/)?[^/\d]*(\d{1,4})\/?$/;
const NUMBERED_PAGE_PATH_READ = 40;

// A page whose title names it a category's, a tag's or an archive's ("Category: News", "Categoria: Notizia del giorno",
// "Kategorie: Presse", "Tag: torrentspy", "Archives: 2016", "Рубрика: Новости"), as blog and news software titles
// those pages in the site's language: its teasers' excerpts are no story's prose, whatever their length, and the lists
// of other stories above them (a slider's teasers) are the site's furniture.
const ARCHIVE_TITLE =
  /^(?:categor(?:y|ies|ia|ía|ie|ias)|catégorie|kategorie|kategoria|kategori|tags?|tagged|schlagwort|étiquette|etiqueta|archives?|archivio|archiv|archivo|arquivo|rubri(?:k|que|ca)|рубрика|категория|метка|тег|分类|分類|标签|標籤|カテゴリー?|タグ)\s?[:：]\s?\S/i;

/** Whether the page's title names it a category's, a tag's or an archive's page (see ARCHIVE_TITLE). */
function namesAnArchive(document: Document): boolean {
  return ARCHIVE_TITLE.test(normalizeText(document.title.slice(0, NAMING_TEXT * 2)));
}

/** A list of articles, posts or ads (see TEASERS_OF_A_LIST). */
export function listsTeasers(document: Document, pageUrl: string, walk = walkPage(document)): boolean {
  const { elements } = walk;
  if (!document.body || !URL.canParse(pageUrl)) return false;
  const archive = namesAnArchive(document);
  // (prose or a story's data: a list of posts only with a post's title as a teaser and a link to its second page)
  const paged = !archive && (walk.prose || declaresType(document, elements, ONE_STORY_OR_PRODUCT));
  const page = new URL(pageUrl);
  if (paged && !linksToAnotherPage(elements, page)) return false;
  const targets = new Set<string>();
  let headings = 0;
  let storyText = 0;
  // (the teasers found before the page's headline, and the text of the paragraphs after it before the next teaser)
  let teasersBeforeHeadline = -1;
  let headlineText = 0;
  for (const heading of elements) {
    if (!archive && heading.localName === "p" && !heading.closest(`${DIALOG}, ${NOT_CONTENT}`)) {
      // (a story's paragraphs before the first teaser, in a page-wide form too: the list is its related posts)
      if (targets.size === 0) storyText += textOf(heading).length;
      if (storyText >= PROSE_PARAGRAPH) return false;
      // (one long text under the page's headline: the teasers around it are the portal's other stories)
      if (targets.size === teasersBeforeHeadline) headlineText += textOf(heading).length;
      if (headlineText >= STORY_UNDER_A_HEADLINE) return false;
    }
    if (teasersBeforeHeadline < 0 && isHeadline(heading)) teasersBeforeHeadline = targets.size;
    if (!(paged ? /^h[1-4]$/ : /^h[2-4]$/).test(heading.localName)) continue;
    // (a teaser's own header, "article > header > h2", is no page's header)
    const furniture = heading.closest(NOT_CONTENT);
    if (furniture && !furniture.parentElement?.closest("article")) continue;
    if (++headings > TEASER_HEADINGS_READ) break;
    const link = heading.closest("a[href]") ?? heading.querySelector("a[href]");
    const href = link?.getAttribute("href");
    if (!href || !URL.canParse(href, page)) continue;
    const target = new URL(href, page);
    // (a category's items may sit under its own path, "/phones/gigaset-569377" of "/phones": only the page itself,
    // its parts or its other orders, is no item; a site that addresses its stories by a query, "/?p=128160" on
    // "/?cat=1&paged=5", names them by a key the page's own address has none of)
    if (target.origin === page.origin && target.pathname === page.pathname && !namesAnotherPage(target, page)) continue;
    targets.add(`${target.origin}${target.pathname}${target.search}`);
  }
  return targets.size >= TEASERS_OF_A_LIST && targets.size >= TEASER_SHARE * headings;
}

/** Whether an address on the page's own path names a page of its own by its query: it has a query, and none of its
 * keys is one of the page's ("?p=128160" on "?cat=1&paged=5"; not "?cat=1&orderby=date", another order of the list). */
function namesAnotherPage(target: URL, page: URL): boolean {
  const keys = [...target.searchParams.keys()].slice(0, 20);
  return keys.length > 0 && keys.every((key) => !page.searchParams.has(key));
}

/** The page's headline: a main heading (h1) of the page's content with text of its own, no link's. */
function isHeadline(element: Element): boolean {
  if (element.localName !== "h1" || element.closest(`a, ${NOT_CONTENT}, ${DIALOG}`) || element.querySelector("a"))
    return false;
  return textOf(element).length > 0;
}

/** A link of the list's pager to another of its pages, its number alone ("2", "6"): the page's own path with that
 * number as a value in its query ("?page=2", "?cat=1&paged=6"), a short path under the page's own whose last part
 * is that number ("/category/strategy/page/2"), or, on a numbered page itself ("/category/strategy/page/5"), the same
 * path with the other number. */
function linksToAnotherPage(elements: readonly Element[], page: URL): boolean {
  const own = page.pathname.replace(/\/?$/, "/");
  const numbered = numberedPath(page.pathname);
  return elements.some((link) => {
    if (link.localName !== "a" || link.firstElementChild) return false;
    const number = normalizeText(link.textContent);
    if (!PAGE_NUMBER.test(number)) return false;
    const href = link.getAttribute("href");
    if (!href || !URL.canParse(href, page)) return false;
    const target = new URL(href, page);
    if (target.origin !== page.origin) return false;
    if (target.pathname === page.pathname) return [...target.searchParams.values()].includes(number);
    const other = numberedPath(target.pathname);
    if (numbered && other && numbered.stem === other.stem && other.number === number) return true;
    const rest = target.pathname.slice(own.length, own.length + NUMBERED_PAGE_PATH_READ + 1);
    return (
      target.pathname.startsWith(own) &&
      rest.length <= NUMBERED_PAGE_PATH_READ &&
      NUMBERED_PAGE_PATH.exec(rest)?.[1] === number
    );
  });
}

/** A path whose last part ends in a page's number ("/category/strategy/page/5" → "/category/strategy/page/", "5"). */
function numberedPath(path: string): { stem: string; number: string } | undefined {
  const trimmed = path.replace(/\/$/, "");
  const number = PAGE_NUMBER_AT_THE_END.exec(trimmed.slice(-5))?.[0];
  return number ? { stem: trimmed.slice(0, -number.length), number } : undefined;
}

// A category of items without prices (a dealer's models, a maker's range, a brand's products): a head of the list in
// the page's content — a filter (a form of three choices or more, or a range of prices from and to) or a count of the
// items it lists ("(17 products)", "24 Artikel") — above six tiles or more of one markup, each a picture and a link to
// an item's page of its own. A product page's form of sizes and colours carries no range of prices, and a product page
// is read before this is asked.
const FILTER_CHOICES = 3;
const RANGE_LOW = /(?:^|[^a-z])(?:min|from|von|от)(?:[^a-z]|$)/i;
const RANGE_HIGH = /(?:^|[^a-z])(?:max|to|bis|до)(?:[^a-z]|$)/i;
const TILES_OF_A_CATEGORY = 6;
const TILE_PARENTS_READ = 2_000;
const TILE_ELEMENTS = 60;

// A count heads its own list: the list's tiles sit in the count's block (an ancestor a few levels up), whatever prose
// the category's page shows around it (an introduction above, a teaser of the brand's promise below).
const COUNT_BLOCK_LEVELS = 6;

/** A category of items without prices under a filter or a count of its items (see FILTER_CHOICES): under a filter on
 * a page without an article's prose, or under a count in the count's own block. */
export function listsCategoryTiles(document: Document, pageUrl: string, walk = walkPage(document)): boolean {
  const { elements } = walk;
  if (!document.body || !URL.canParse(pageUrl)) return false;
  const page = new URL(pageUrl);
  const filter = walk.prose
    ? undefined
    : elements.find((form) => form.localName === "form" && !form.closest(NOT_CONTENT) && isFilter(form));
  if (filter && listsTilesAfter(elements, filter, page, document.body)) return true;
  const count = listCountElement(document, NOT_CONTENT);
  if (!count) return false;
  let block = count;
  for (let level = 0; level < COUNT_BLOCK_LEVELS && block.parentElement; level++) block = block.parentElement;
  return listsTilesAfter(elements, count, page, block);
}

/** Whether six tiles or more of one markup follow `head` (see FILTER_CHOICES), the children of one element inside
 * `block` that holds no part of the head, each with one address of its own. */
function listsTilesAfter(elements: readonly Element[], head: Element, page: URL, block: Element): boolean {
  // (each element's children counted in one walk: jsdom builds a live list for each `children`)
  const children = new Map<Element, number>();
  let after = false;
  for (const element of elements) {
    after ||= element === head;
    const parent = element.parentElement;
    // (an element after the head holds none of it: its ancestors come before it)
    if (after && parent && !head.contains(element)) children.set(parent, (children.get(parent) ?? 0) + 1);
  }
  let parents = 0;
  for (const [parent, count] of children) {
    if (count < TILES_OF_A_CATEGORY || parent.contains(head) || !block.contains(parent)) continue;
    if (++parents > TILE_PARENTS_READ) return false;
    const first = parent.firstElementChild;
    const markup = `${first?.localName}.${first?.classList[0] ?? ""}`;
    const addresses = new Set<string>();
    for (let tile = first; tile; tile = tile.nextElementSibling) {
      if (`${tile.localName}.${tile.classList[0] ?? ""}` !== markup) break;
      const address = tileAddress(tile, page);
      if (!address || addresses.has(address)) break;
      addresses.add(address);
    }
    if (addresses.size >= TILES_OF_A_CATEGORY && addresses.size === count) return true;
  }
  return false;
}

/** A form that narrows a list: three choices or more (selects), or a pair of fields for a range (from and to). */
function isFilter(form: Element): boolean {
  const fields = elementsUnder(form, 500);
  if (fields.filter((field) => field.localName === "select").length >= FILTER_CHOICES) return true;
  const names = fields
    .filter((field) => field.localName === "input")
    .map((field) =>
      `${field.getAttribute("name") ?? ""} ${field.id}`.slice(0, 200).replace(/([a-z])([A-Z])/g, "$1_$2"),
    );
  return names.some((name) => RANGE_LOW.test(name)) && names.some((name) => RANGE_HIGH.test(name));
}

/** A tile's one address: its picture and its links all lead to one page (not the page itself). */
function tileAddress(tile: Element, page: URL): string | undefined {
  let address: string | undefined;
  let picture = false;
  for (const element of elementsUnder(tile, TILE_ELEMENTS)) {
    if (element.localName === "img" || element.localName === "picture") picture = true;
    const href = element.localName === "a" ? element.getAttribute("href") : null;
    if (!href || !URL.canParse(href, page)) continue;
    const target = new URL(href, page);
    const found = `${target.origin}${target.pathname}${target.search}`;
    if (address && found !== address) return undefined;
    address = found;
  }
  return picture && address !== `${page.origin}${page.pathname}${page.search}` ? address : undefined;
}

/** Whether a link leads into the page itself: its address with a fragment or another query, or a path under its own
 * (a post's permalink, "/t/topic/123/4" of "/t/topic/123"). The page's own address alone (a row's category) is not. */
export function linksIntoPage(target: URL, page: URL): boolean {
  if (target.origin !== page.origin) return false;
  if (target.pathname === page.pathname) return target.hash.length > 1 || target.search !== page.search;
  return page.pathname.length > 1 && target.pathname.startsWith(page.pathname.replace(/\/?$/, "/"));
}

/** A form for a reply to the page (its id, class or address, or its message box's name, says comment or reply): a
 * news item's or a post's comment form below a short text is the page's discussion, not a form to write to the site. */
function isCommentForm(form: Element, fields: readonly Element[]): boolean {
  const boxes = fields.filter((field) => field.localName === "textarea").map((box) => box.getAttribute("name") ?? "");
  const marks = [form.id, form.getAttribute("class") ?? "", form.getAttribute("action") ?? "", ...boxes].join(" ");
  return COMMENT_FORM.test(marks.slice(0, 2_000));
}

/** A form to write to the site: a form with a message box and an e-mail field, whose block with the page's main
 * heading says little beside it (a thread's reply box or an article's comment form sits below their text), or, on a
 * page whose title's part or main heading names it the place to write to the site (see CONTACT_NAME), any such form
 * in the page's content (no header's, menu's or footer's). */
function isContactForm(elements: readonly Element[], names: readonly string[]): boolean {
  const heading = elements.find((element) => element.localName === "h1");
  const named = names.some((name) => CONTACT_NAME.test(name.replace(/[.!:]$/, "")));
  if (!heading && !named) return false;
  let forms = 0;
  for (const form of elements) {
    if (form.localName !== "form") continue;
    if (++forms > FORMS_READ) return false;
    const fields = elementsUnder(form, 500);
    const message = fields.some((field) => field.localName === "textarea");
    const mail = fields.some(
      (field) =>
        field.localName === "input" &&
        ((field.getAttribute("type") ?? "").toLowerCase() === "email" ||
          /mail/i.test(`${field.getAttribute("name") ?? ""} ${field.id}`)),
    );
    if (!message || !mail || isCommentForm(form, fields)) continue;
    if (named && !form.closest(NOT_CONTENT)) return true;
    if (!heading) continue;
    let block: Element | null = form.parentElement;
    for (let level = 0; block && level < FORM_BLOCK_LEVELS && !block.contains(heading); level++)
      block = block.parentElement;
    if (!block || !block.contains(heading)) continue;
    const other = (block.textContent ?? "").length - (form.textContent ?? "").length;
    if (other <= FORM_BLOCK_OTHER_TEXT) return true;
  }
  return false;
}

/** A page of where and how to reach a company (see LOCATIONS_NAME): named as the contact page or its offices' page, it
 * shows two ways to reach the company or more in its content (a phone line, a phone or mail link, a map, an address). */
function isContactPage(elements: readonly Element[], names: readonly string[]): boolean {
  const named = names.some((name) => {
    const bare = name.replace(/[.!:]$/, "");
    return CONTACT_NAME.test(bare) || LOCATIONS_NAME.test(bare);
  });
  if (!named) return false;
  let ways = 0;
  for (const element of elements.slice(0, CONTACT_ELEMENTS_READ)) {
    const target = element.localName === "a" ? (element.getAttribute("href") ?? "").trim() : "";
    const reaches =
      element.localName === "address" ||
      /^(?:tel|mailto):/i.test(target) ||
      HIDDEN_MAIL_PATH.test(target) ||
      MAP_ADDRESS.test(target.slice(0, 100)) ||
      (!target && isPhoneLine(ownTextOf(element, PHONE_LINE + 1).slice(0, PHONE_LINE + 1)));
    if (reaches && !element.closest(NOT_CONTENT) && ++ways >= WAYS_TO_REACH) return true;
  }
  return false;
}

/** A place to eat, drink or stay: its data says so (and offers no product), or its short labels name three of a
 * place's features ("Cuisine:", "Meals Served:", "Dress Code:"), or a place to stay let by the night (see
 * STAY_TERMS) on a page that says it is no article, whose prose, if any, describes what its data offers. */
function isPlace(document: Document, elements: readonly Element[], prose: boolean): boolean {
  if (PLACE_OPEN_GRAPH.test(metaContent(document, "og:type") ?? "")) return true;
  if (declaresType(document, elements, PLACE_TYPES) && !declaresType(document, elements, /^(?:Product|Offer)$/i))
    return true;
  if (
    !saysArticle(document, elements) &&
    (!prose || declaresType(document, elements, OFFER_TYPES)) &&
    namesTerms(document, STAY_TERMS, STAY_LINE, STAY_TERMS_OF_A_LISTING, "night")
  )
    return true;
  const found = new Set<string>();
  for (const line of textLines(document, PROPERTY_LINES_READ, PLACE_LABEL + 1)) {
    if (!line.endsWith(":") || line.length > PLACE_LABEL) continue;
    const label = line.slice(0, -1).trim();
    for (const [term, pattern] of PLACE_LABELS) if (pattern.test(label)) found.add(term);
    if (found.size >= PLACE_LABELS_OF_A_PLACE) return true;
  }
  return false;
}

// The data's types of an article.
const ARTICLE_TYPES = /^(?:\w*Article|BlogPosting|Review|Report)$/i;

/** Whether the page's data says it is an article (Open Graph's type, or an Article, a BlogPosting or a Review). */
function saysArticle(document: Document, elements: readonly Element[]): boolean {
  if (/^article$/i.test(metaContent(document, "og:type") ?? "")) return true;
  return declaresType(document, elements, ARTICLE_TYPES);
}

/** An event's page about a guest or speaker: a line that names the page's main heading says they will be there, and
 * the page speaks of what guests do at it (autographs, photo sessions, panels). A page whose data says it is an
 * article (news of a guest) is read as one. */
function isGuestPage(document: Document, elements: readonly Element[]): boolean {
  const heading = leadingTextOf(
    elements.find((element) => element.localName === "h1"),
    NAMING_TEXT + 1,
  );
  if (!heading || heading.length > NAMING_TEXT || !document.body) return false;
  if (saysArticle(document, elements)) return false;
  const name = heading.toLowerCase();
  let attends = false;
  let sessions = false;
  for (const line of textLines(document, GUEST_LINES_READ, GUEST_LINE)) {
    if (!line) continue;
    if (!attends && line.toLowerCase().includes(name) && WILL_ATTEND.test(line)) attends = true;
    if (!sessions && GUEST_SESSIONS.test(line)) sessions = true;
    if (attends && sessions) return true;
  }
  return false;
}

/** A messaging app's channel or group card (see MEMBER_COUNT_LINE): a line of its own counting its members, on a page
 * whose read text (no scripts or styles) is short. */
export function isChannelCard(document: Document): boolean {
  const walker = document.createTreeWalker(document.body ?? document, 4 /* NodeFilter.SHOW_TEXT */);
  let total = 0;
  let counted = false;
  let read = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (++read > CHANNEL_TEXT_NODES_READ) return false;
    if (isUnreadText(node)) continue;
    const line = normalizeText((node.nodeValue ?? "").slice(0, CHANNEL_CARD_TEXT + 1));
    total += line.length;
    if (total > CHANNEL_CARD_TEXT) return false;
    if (!counted && line.length <= MEMBER_COUNT_TEXT) counted = MEMBER_COUNT_LINE.test(line);
  }
  return counted;
}

/** A company's or organisation's "about us" page, by its title or main heading, or its address and title. */
function isAboutPage(names: readonly string[], pageUrl: string): boolean {
  if (names.some((name) => ABOUT.test(name.replace(/[.!:]$/, "")))) return true;
  return URL.canParse(pageUrl) && ABOUT_PATH.test(new URL(pageUrl).pathname) && ABOUT_OPENING.test(names[0] ?? "");
}

/** A list of brands (see BRANDS_NAME): a title part or main heading names the page so, and twelve links or more to
 * addresses of their own (not the page's) follow that heading in the page's content (no header, menu or footer). */
function listsBrands(elements: readonly Element[], names: readonly string[], pageUrl: string): boolean {
  if (!URL.canParse(pageUrl) || !names.some((name) => BRANDS_NAME.test(name.replace(/[.!:]$/, "")))) return false;
  const page = new URL(pageUrl);
  const own = `${page.origin}${page.pathname}${page.search}`;
  const heading = elements.find(
    (element) => element.localName === "h1" && BRANDS_NAME.test(normalizeText(leadingTextOf(element, NAMING_TEXT + 1))),
  );
  const targets = new Set<string>();
  let after = !heading;
  let links = 0;
  for (const element of elements) {
    after ||= element === heading;
    if (!after || element.localName !== "a") continue;
    if (++links > BRAND_LINKS_READ) return false;
    const href = element.getAttribute("href");
    if (!href || element.closest(NOT_CONTENT) || !URL.canParse(href, page)) continue;
    const target = new URL(href, page);
    const address = `${target.origin}${target.pathname}${target.search}`;
    if (address !== own) targets.add(address);
    if (targets.size >= BRAND_LINKS_OF_A_LIST) return true;
  }
  return false;
}

/** What the page is, when it is of a kind no generator takes (see the module's head), else undefined. */
export function wrongKindOf(document: Document, pageUrl: string, walk = walkPage(document)): TWrongKind | undefined {
  if (!document.body) return undefined;
  const { elements, prose: article } = walk;
  const names = [...titleParts(document), ...firstHeadings(elements)];
  if (!article) {
    if (names.some((name) => NOT_FOUND.test(name))) return "not-found";
    const description = document.querySelector('meta[name="description" i]')?.getAttribute("content") ?? "";
    if ([...names, description.slice(0, 300)].some((text) => PARKED.test(text))) return "parked";
    const form = accountForm(elements, titleParts(document), pageUrl) ?? accountFormByShape(elements);
    if (form) return form;
    if (isPasswordReset(elements, names)) return "password-reset";
    const alone = accountFormAlone(elements);
    if (alone) return alone;
  }
  if (isSearchResults(document, elements, names, pageUrl)) return "search";
  if (!article && isSearchPage(elements, names, pageUrl)) return "search";
  // (a comparison of loans asks for a minimum salary and links to apply: no job ad)
  if (isOfferComparison(elements, pageUrl)) return "comparison";
  if (isJobAd(document, elements)) return "job";
  if (isPodcastEpisode(document, elements, pageUrl)) return "podcast";
  if (!article && headsJobAdParts(document)) return "job";
  if (!article && isProperty(document, elements)) return "property";
  if (isForumIndex(elements)) return "forum-index";
  if (!article && isTopicTable(elements, pageUrl)) return "forum-index";
  if (!article && isMemberTable(elements, pageUrl)) return "members";
  if (!article && isProfile(elements)) return "profile";
  if (!article && isChannelCard(document)) return "channel";
  if (isAboutPage(names, pageUrl)) return "about";
  if (!article && isCareersPage(elements, names, pageUrl)) return "careers";
  if (!article && listsBrands(elements, names, pageUrl)) return "brands";
  if (!article && isNamedForumIndex(document, [...names, ...secondHeadings(elements)])) return "forum-index";
  if (!article && listsTopicsWithLastReplies(document)) return "forum-index";
  if (!article && !saysArticle(document, elements) && isContactForm(elements, names)) return "contact-form";
  // (Open Graph's "article" is many a site's word for its every page: the data's own type says an article)
  if (!article && !declaresType(document, elements, ARTICLE_TYPES) && isContactPage(elements, names)) return "contact";
  if (isPlace(document, elements, article)) return "place";
  if (!declaresType(document, elements, /^(?:Product|Offer)$/i) && isLocalBusinessPage(document, elements))
    return "business";
  if (isGuestPage(document, elements)) return "guest";
  return undefined;
}
