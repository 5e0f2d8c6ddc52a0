// Short lines of page furniture that stay inside an article's block: a date or "updated" line, a newsletter or
// cookie call, a photo credit, a share or print button's word, a closed comment section's note, an author archive
// link, an affiliate disclosure, a news agency's initials. Each is a line of its own, read in many languages; a
// sentence of the article that mentions the same words is longer than these lines or says more.

// Lines longer than this are the article's sentences, whatever words they hold.
const SHORT_LINE = 400;
// A date line: at most this long, and at most this many words beside its date (a weekday, a time, a place).
const DATE_LINE = 80;
const DATE_LINE_WORDS = 3;

// A date as a line writes it, the month as a word in any language or as a figure: "2021-10-16", "02.02.2022",
// "16 marca 2021", "6. Mai 2014", "Feb 6, 2014", "05/10/2018", "22 de janeiro de 2018".
const LINE_DATE =
  /(?<!\d)(?:\d{4}-\d{2}-\d{2}|\d{1,2}\.\s?\d{1,2}\.\s?(?:\d{4}|\d{2})|\d{1,2}\/\d{1,2}\/(?:\d{4}|\d{2})|\d{1,2}\.?\s+\p{L}{3,}\.?,?\s+\d{4}|\p{L}{3,}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}|\d{1,2}\s+de\s+\p{L}{3,}\s+de\s+\d{4})(?!\d)/iu;
// A date that is a time limit or an appointment ("Termin: 29.02.2020", "Einsendeschluss: …", "valid until …") is
// the article's own fact.
const LIMIT_OR_APPOINTMENT =
  /(?<!\p{L})(?:until|till|expires?|ends|valid|deadline|bis|termin|schluss|einsendeschluss|frist|hasta|até|jusqu|fino|plazo)/iu;

/** A line that is mostly a date ("Aktualisiert: 11.04.2020, 10:27", "16 marca 2021", "asked Feb 6, 2014 at 20:37"). */
export function isDateLine(line: string): boolean {
  if (line.length > DATE_LINE) return false;
  const match = LINE_DATE.exec(line);
  if (!match) return false;
  const rest = line.slice(0, match.index) + line.slice(match.index + match[0].length);
  if (LIMIT_OR_APPOINTMENT.test(rest)) return false;
  return (rest.match(/\p{L}+/gu)?.length ?? 0) <= DATE_LINE_WORDS;
}

const SHORT_FURNITURE = [
  // Publication and update lines in other languages ("published", "updated" and "posted" in English are the
  // article reader's own furniture lines).
  String.raw`(?:aktualisiert|veröffentlicht|erstellt am|zuletzt geändert|publikacja|aktualizacja|publicado|actualizado|atualizado|publié|mis à jour|pubblicato|aggiornato|gepubliceerd|bijgewerkt)\b.{0,60}`,
  // Photo credits in other languages, a picture agency after a slash ("Name/Getty Images").
  String.raw`\(?(?:fotos?|bild(?:er)?|photos?|photograph|crédito|credito|créditos|crédits? photos?|abbildung|beitragsbild|titelbild|zdjęcie|fot\.)\s*[:©].{0,150}`,
  String.raw`.{0,150}\((?:foto|bild|crédito|credito|photo|fot\.)\s*:[^)]{0,100}\)`,
  String.raw`photograph(?:ed)? by .{0,100}`,
  String.raw`.{0,100}\/(?:getty|dpa|afp|reuters|epa)(?: images)?\)?`,
  // A closed comment section, or one that asks to sign in.
  String.raw`(?:keine kommentare|kommentare sind geschlossen|no comments|comments are closed|sin comentarios|aucun commentaire)\b.{0,60}`,
  String.raw`.{0,60}\b(?:eingeloggt|angemeldet|logged in|registriert|registered)\b.{0,40}\b(?:kommentar|comment)\w*.{0,60}`,
  String.raw`.{0,60}\b(?:kommentieren|kommentar\w*|comment\w*)\b.{0,40}\b(?:eingeloggt|angemeldet|logged in|signed in|registriert|registered)\b.{0,40}`,
  // Share and print buttons' words.
  String.raw`(?:share this (?:article|story|post)|artikel teilen|diesen artikel teilen|den artikel .{0,40}teilen.{0,30}|compartir|compartilhe|partager|condividi|udostępnij|share)\s*:?`,
  String.raw`(?:drukuj|drucken|print|imprimir|imprimer|stampa|rezept drucken|artikel drucken|seite drucken)`,
  // An author's archive link or the heading of the author's box.
  String.raw`(?:über den autor|über die autorin|about the author|sobre el autor|à propos de l'auteur)`,
  String.raw`.{0,120}\b(?:zeige alle beiträge von|alle beiträge von|view all posts by)\b.{0,60}`,
  // Affiliate and advertising disclosures.
  String.raw`.{0,200}\b(?:affiliate[- ]?links?|partnerlinks?|we may (?:receive|earn) (?:a )?(?:compensation|commission)|enthält werbung)\b.{0,200}`,
  // Cookie and script notices.
  String.raw`.{0,200}\b(?:uses cookies|use cookies|verwendet cookies|nutzt cookies|verwenden cookies|nutzen cookies|utiliza cookies|usa cookies|utilise des cookies|utilizza (?:i )?cookie)\b.{0,250}`,
  String.raw`(?:this (?:slideshow|video|content|page) requires javascript|please enable javascript.{0,80}|bitte aktivieren sie javascript.{0,80})\.?`,
  // A post's meta line ("05/10/2018 - Publicado por: …").
  String.raw`.{0,60}\b(?:publicado por|posted by|veröffentlicht von|publié par|pubblicato da)\b.{0,150}`,
  // Calls to follow the site or the writer, a gallery's counter ("Image 2 of 5").
  String.raw`.{0,200}\bfollow (?:us|him|her|them|@\w+|[\w .@-]{1,40}) on (?:twitter|facebook|instagram|linkedin)\b.{0,200}`,
  String.raw`(?:image|photo|picture|bild|foto|slide|imagen|imagem)\s+\d+\s+(?:of|von|de|sur|di|z|/)\s+\d+`,
  // News agencies' initials alone ("aja/PAP", "dpa/AFP").
  String.raw`\(?\p{L}{2,4}(?:\/\p{L}{2,4}){1,3}\)?`,
  // Lead-ins to other stories ("Mehr Themen:", "Heute empfehlen wir", "Zum Weiterlesen:"), alone or with the
  // teaser's title ("PUEDES VER: ¿Qué es …?", "Veja também: …", "Schon gelesen?").
  String.raw`(?:entdecke weitere|mehr themen|heute empfehlen wir|lesen sie auch|das könnte dich|zum weiterlesen|noch mehr|more on)\b.{0,60}`,
  String.raw`(?:puedes ver|ver también|veja também|leia mais|mira|mire|siehe auch|schon gelesen|das thema könnte (?:dich|sie) auch interessieren)(?:\s*:.{0,200}|\s*\??)`,
  // WordPress's share and like boxes ("Teilen Sie dies mit:", "Gefällt mir Wird geladen …", "3 Bloggern gefällt das:").
  String.raw`(?:share this|teilen sie dies mit|teilen mit|diesen beitrag teilen|beitrag teilen|möchten sie (?:den|diesen) (?:artikel|beitrag) teilen\?)\s*:?`,
  String.raw`(?:(?:\d+|%d)\s+)?(?:bloggern? gefällt das|bloggers? like this)\W{0,3}|(?:gefällt mir|like)\s+(?:wird geladen|loading)\W{0,5}`,
  // A call to comment, to rate or to say what one thinks ("Kommentar verfassen", "Valora esta noticia").
  String.raw`(?:schreibe einen kommentar|kommentare? (?:verfassen|schreiben|abgeben)|leave a (?:reply|comment)|post a comment|add a comment|deja (?:un|tu) comentario|laisser un commentaire|lascia un commento)\b.{0,60}`,
  String.raw`(?:valora esta (?:noticia|nota)|(?:hier können sie )?(?:den|diesen) (?:artikel|beitrag) bewerten|rate this (?:article|story|post))\W{0,3}`,
  // A question whether the article helped, a rating widget's empty state ("War der Artikel nützlich?", "(Noch keine
  // Bewertungen) Loading...").
  String.raw`(?:war (?:der|dieser) (?:artikel|beitrag|text) (?:nützlich|hilfreich)|was this (?:article|post|page|information) (?:helpful|useful)|(?:cet|l'|l’)article vous a-t-il (?:été )?utile|¿?(?:te|le) (?:ha )?(?:resultado|sido|fue) útil(?: (?:este|esta) (?:artículo|nota|información))?)\W{0,3}`,
  String.raw`\(?(?:noch keine bewertungen|no ratings yet|aún no hay valoraciones)\)?(?:\s*(?:loading|wird geladen)\W{0,5})?`,
  // An editor's note that the piece is its writer's opinion ("Dieser Beitrag gibt die Meinung des Autors wieder, …").
  String.raw`(?:dieser|der) (?:beitrag|artikel|text|kommentar) gibt (?:nur |ausschließlich )?die (?:persönliche )?meinung (?:des autors|der autorin|der autoren).{0,120}`,
  String.raw`the (?:views|opinions)(?: and opinions)? expressed (?:in this (?:article|post|piece|column) )?are (?:those of the (?:author|writer)s?|the (?:author|writer)['’]s own).{0,150}`,
  String.raw`(?:we want to hear what you think|if you (?:enjoyed|liked) (?:reading )?this (?:post|article|story)|(?:der )?artikel (?:hat (?:dir|ihnen) )?gefallen\?).{0,200}`,
  // A paywall's note ("To view the full story, please subscribe …", "Pour lire la suite …").
  String.raw`.{0,100}\b(?:to (?:view|read|continue reading) the (?:full|rest of the|whole) (?:story|article)|already a subscriber|subscribers? (?:also )?(?:receive|get)|pour lire la suite)\b.{0,200}`,
  // A post's filing line ("This entry was posted in …", "Der Beitrag wurde am … veröffentlicht").
  String.raw`(?:this entry was posted|posted in|filed under|abgelegt unter|der beitrag wurde am|dieser (?:text|beitrag|artikel) wurde .{0,60}veröffentlicht)\b.{0,200}`,
  // A source line and an agency's credit before the photographer ("Quelle: dpa", "AFP / MARCO BERTORELLO").
  String.raw`(?:quellen?|źródło|fuente|fonte|bron)\s*:.{0,100}`,
  String.raw`(?:afp|dpa|reuters|ap|epa|getty images|imago|picture alliance)\s*\/.{0,60}`,
  // A table of contents' title, the buttons of a page's widgets.
  String.raw`(?:inhaltsverzeichnis|inhalt|table of contents|contents|índice|sommaire|spis treści)\s*:?`,
  String.raw`(?:lade weitere inhalte|mehr laden|load more|show more|mehr anzeigen|bild anzeigen|quellen (?:anzeigen|ausblenden)|zurück|back to top|nach oben|permalink|permalien)\s*(?:\.{3}|…)?`,
  // Other stories' lists by their title as a line ("Ähnliche Beiträge", "Meistgelesene Artikel", "Auch auf …"), a
  // teaser cut short before its "more" link ("Auskunft über vergangenes Wetter… mehr").
  String.raw`(?:ähnliche|verwandte|empfohlene|meistgelesene|meistdiskutierte|beliebte) (?:artikel|beiträge|nachrichten|themen)`,
  String.raw`(?:auch auf|mehr auf|more on) [\w-]+(?:\.[\w-]+)+`,
  String.raw`.{0,200}(?:…|\.{3})\s*(?:mehr|more|weiterlesen|read more|lire la suite|leer más|leia mais)\W{0,5}`,
  // A figure's caption by its number ("Abbildung 4: …"), a picture's enlarge button before its caption, the
  // reading time, a citation note, a consent placeholder's words, a call to write in or to subscribe.
  String.raw`(?:abbildung|abb\.|figure|fig\.|grafik|tabelle)\s*\d*\s*:.{0,250}`,
  String.raw`(?:vergrößern|enlarge|agrandir|ampliar)\s.{0,200}`,
  String.raw`.{0,40}\b(?:lesezeit|lesedauer|reading time|min(?:ute)?s? read|tiempo de lectura|temps de lecture|przeczytasz w)\b.{0,40}`,
  String.raw`(?:suggested citation|zitiervorschlag|zitierweise)\b.{0,250}`,
  String.raw`(?:externer inhalt|external content)|.{0,120}\b(?:ohne (?:dein|ihr) einverständnis|without your consent)\b.{0,200}`,
  String.raw`submit (?:your|a) letter to the editor.{0,120}`,
  String.raw`.{0,150}\b(?:sign up here|cancel (?:at )?any ?time|cancela cuando quieras|jederzeit kündbar)\W{0,3}`,
  String.raw`jetzt .{0,60}anmelden\W{0,3}`,
  String.raw`\(?alle angaben ohne gewähr\)?`,
  // A player's note on how long its clip stays online ("Video verfügbar bis 28.02.2021", "Video available until …").
  String.raw`(?:video|audio|clip|sendung|podcast|episode|folge)\s+(?:verfügbar|available|disponible|disponibile)\s+(?:bis|until|till|hasta|jusqu['’]au|fino al)\s.{0,40}`,
  // A page's rights notice ("© 2020 The Town Paper. All Rights Reserved.", "Materiał chroniony prawem autorskim -
  // wszelkie prawa zastrzeżone."): the mark or the word and a year start the line, or the line reserves the rights.
  String.raw`(?:©|\(c\)|copyright)\s*\d{4}.{0,150}`,
  String.raw`.{0,150}\b(?:all rights reserved|alle rechte vorbehalten|tous droits réservés|todos los derechos reservados|tutti i diritti riservati|todos os direitos reservados|wszelkie prawa zastrzeżone|alle rechten voorbehouden)\b.{0,150}`,
  // A contact or source box's label alone on its line ("Kontakt:", "Weitere Informationen:", "Quellenangaben:").
  String.raw`(?:kontakt|contact|weitere informationen|more information|originalartikel|original article|quellenangaben|zusatzinformationen|ansprechpartner(?:in)?(?: zum thema)?)\s*:`,
];
// A word's edge in any script (`\b` knows ASCII letters only: "publié" has none after its "é").
const WORD_EDGE = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;
const SHORT_FURNITURE_LINE = new RegExp(
  `^(?:${SHORT_FURNITURE.join("|").replaceAll(String.raw`\b`, WORD_EDGE)})$`,
  "iu",
);

// A newsletter's call: the word and a call to subscribe on one short line ("Abonniere unseren Newsletter …").
const NEWSLETTER = /newsletter/i;
const SUBSCRIBE_CALL =
  /abonn|anmeld|bestell|sign(?:ing)? up|subscribe|get our|erhalten|verpassen|inscri|suscr|assine|iscriv|zapisz|aanmelden|informiert|stay (?:informed|up to date)/i;
// A call to get the site's app or to join its channel ("… download the Nationnews apps for iOS and Android", "¿Ya
// sabías que tenemos canal de Telegram? Únete …").
const APP_CALL = /(?<!\p{L})(?:download|herunterladen|lade|descarga|baixe|télécharge|scarica)/iu;
const APP = /(?<!\p{L})(?:apps?|ios|android|app store|google play)(?!\p{L})/iu;
const CHANNEL =
  /(?<!\p{L})(?:canal|channel|kanal)(?!\p{L}).{0,30}(?:telegram|youtube|whatsapp)|(?:telegram|youtube|whatsapp)[- ]?(?:canal|channel|kanal)/iu;
const JOIN_CALL =
  /(?<!\p{L})(?:únete|unete|join|folge|folgt|abonnier|suscr[ií]bete|subscribe|mira|schau|check out|síguenos|follow)/iu;
// A call is a short line: a sentence of the article that names an app or a channel is longer or says more.
const CALL_LINE = 250;

// A paywall's or a subscription's prompt and an ad slot's label, each a short line of its own (round 11: "To continue
// reading, please login or subscribe to …" kept as a story's last line, "Article continues below this ad" between
// its paragraphs). A prompt asks the reader to subscribe, log in or register to read on, says the piece is for
// subscribers, or asks whether the reader already is one; a label names an ad slot alone or says the article goes on
// past it. English, German, French, Spanish, Italian, Portuguese, Polish and Dutch.
const PROMPT_LINE = 160;
const READ_ON =
  /(?<!\p{L})(?:continue reading|keep reading|read (?:the|this) (?:full|whole|entire|rest)|(?:for|to) the (?:full|whole) (?:story|article)|unlimited (?:digital )?access|weiter ?lesen|weiterzulesen|mehr lesen|lire la suite|continuer (?:à|a) lire|(?:seguir|continuar|sigue|siga) leyendo|acceso (?:digital )?ilimitado|continua(?:re)? a leggere|continuar (?:a ler|lendo)|czytaj dalej|verder lezen|lees verder)(?!\p{L})/iu;
const ACCESS_CALL =
  /(?<!\p{L})(?:subscri\p{L}*|log ?in|sign ?in|sign up|register|abonn\p{L}*|abo|einlogg\p{L}*|anmeld\p{L}*|registrier\p{L}*|suscr[ií]b\p{L}*|suscriptor\p{L}*|inicia sesión|reg[ií]strate|assin\p{L}*|abbona\p{L}*|accedi|zaloguj\p{L}*|prenumer\p{L}*|members?|membership|miembros?|membres?)(?!\p{L})/iu;
// A read-on button alone ("Jetzt weiterlesen", "Keep reading"): the call and at most two more words.
const READ_ON_WORDS = 4;
const FOR_SUBSCRIBERS =
  /(?<!\p{L})(?:(?:only|exclusive(?:ly)?) (?:for|to) (?:paying |digital )?(?:subscribers|members)|(?:subscribers?|members?)[- ](?:only|exclusive)|(?:nur|exklusiv) für (?:abonnent\p{L}*|mitglieder)|réservée? aux (?:abonnés|membres)|(?:solo|sólo|exclusivo) para (?:suscriptores|socios|miembros)|riservat[oa] agli abbonati|exclusivo para assinantes|tylko dla (?:prenumeratorów|subskrybentów))(?!\p{L})/iu;
// A sentence of the story may say a feature is for subscribers; a prompt is a few words or names this piece.
const FOR_SUBSCRIBERS_WORDS = 6;
const THIS_PIECE =
  /(?<!\p{L})(?:(?:this|the) (?:article|story|content|post|piece)|diese[rs]? (?:artikel|beitrag|inhalt)|cet article|ce contenu|este (?:artículo|contenido|artigo|conteúdo)|esta nota|questo (?:articolo|contenuto)|ten (?:artykuł|tekst)|dit artikel)(?!\p{L})/iu;
const READER_STATUS =
  /(?<!\p{L})(?:already (?:a )?(?:subscriber|member)|(?:bereits|schon) (?:abonnent\p{L}*|abonniert)|ich bin (?:bereits |schon )?abonnent\p{L}*|déjà abonnée?|ya (?:eres|soy) (?:suscriptor|miembro|socio)|já (?:é|sou) assinante|sei già abbonato)(?!\p{L})/iu;
const STATUS_LINE = 100;
const AD_LABEL =
  /^[^\p{L}\p{N}]{0,5}(?:advertisement|advertising|anzeige|werbung|publicidad|publicidade|publicité|pubblicità|reklama|advertentie|sponsored|gesponsert|anuncio)[^\p{L}\p{N}]{0,5}$/iu;
// An ad's teaser under its label ("ANZEIGE - Heute mal ausgehen?", "Anzeige: Mehr lesen mit dem Abo"): the label starts
// the line, set off by a dash, a colon or a bar.
const AD_TEASER_LINE = 120;
const AD_TEASER =
  /^[^\p{L}\p{N}]{0,5}(?:advertisement|anzeige|werbung|publicidad|publicité|pubblicità|reklama|advertentie|sponsored|gesponsert)\s*[-–—:|]/iu;
// An ad slot's label that says the article goes on past it: an ad, going on and where, as a label writes it (no
// sentence's full stop: "The ad ran after the story." is the story's).
const AD_LINE = 80;
const AD_WORD =
  /(?<!\p{L})(?:ad|advert|advertisement|advertising|anzeige|werbung|publicidad|anuncio|publicité|pub|pubblicità|publicidade|reklam\p{L}*|advertentie|sponsored)(?!\p{L})/iu;
const GOES_ON =
  /(?<!\p{L})(?:continues?|weiterlesen|weiter|fortgesetzt|suite|continúa|sigue|continua|prosegue|segue|dalsza|dalszy|verder)(?!\p{L})/iu;
const PAST_IT =
  /(?<!\p{L})(?:below|after|under|underneath|nach|unter|après|sous|después|debajo|tras|dopo|sotto|depois|após|abaixo|pod|onder|na)(?!\p{L})/iu;

// An ad slot's label that names no ad, only that the page goes on below it ("İçeriğin Devamı Aşağıda", "Story continues
// below", "Продолжение ниже"): a few words, going on, and below as the last word (a line that goes on past it, "Story
// continues below gallery", names what is below), no sentence's full stop.
const BELOW_LABEL_WORDS = 5;
const GOES_ON_ANY =
  /(?<!\p{L})(?:continues?|continued|continuing|weiter|fortsetzung|suite|continúa|sigue|continua|prosegue|segue|dalsza|ciąg dalszy|gaat verder|devam\p{L}*|продолжени\p{L}*|продолжа\p{L}*|berlanjut|lanjut\p{L}*)(?!\p{L})/iu;
const BELOW =
  /(?<!\p{L})(?:below|underneath|unten|ci-dessous|en dessous|abajo|debajo|sotto|abaixo|poniżej|hieronder|aşağıda|ниже|di bawah)[^\p{L}\p{N}]{0,3}$/iu;

/** A paywall's or a subscription's prompt, or an ad slot's label (see PROMPT_LINE). */
function isPromptOrAdLabel(line: string): boolean {
  if (line.length > PROMPT_LINE) return false;
  const words = line.match(/\p{L}+/gu)?.length ?? 0;
  return (
    (READ_ON.test(line) && (ACCESS_CALL.test(line) || words <= READ_ON_WORDS)) ||
    (FOR_SUBSCRIBERS.test(line) && (words <= FOR_SUBSCRIBERS_WORDS || THIS_PIECE.test(line))) ||
    (line.length <= STATUS_LINE && READER_STATUS.test(line)) ||
    AD_LABEL.test(line) ||
    (line.length <= AD_TEASER_LINE && AD_TEASER.test(line)) ||
    (line.length <= AD_LINE &&
      !/[.!?]$/.test(line) &&
      AD_WORD.test(line) &&
      GOES_ON.test(line) &&
      PAST_IT.test(line)) ||
    (words <= BELOW_LABEL_WORDS && !/[.!?]$/.test(line) && GOES_ON_ANY.test(line) && BELOW.test(line))
  );
}

// A photo's caption and its credit after a bullet ("… joins Melbourne Renegades  •  Getty Images", "… at the launch ·
// AFP via Getty Images", "… · Kevin Cox/Getty Images", "… • Photo: Anna Weber"): the credit opens or ends with a picture
// agency's name, or says it is a photo's, and is no sentence.
const CREDIT_BULLETS = ["•", "·"];
const CREDIT_CHARACTERS = 60;
const PICTURE_AGENCY = String.raw`getty images|afp|reuters|ap photo|associated press|epa|pa images|pa wire|pa media|dpa|imago(?: images)?|shutterstock|alamy|xinhua|anadolu(?: agency)?|istock(?:photo)?|unsplash|action images|sportzpics|file photo`;
const PHOTO_CREDIT = new RegExp(
  String.raw`^(?:${PICTURE_AGENCY}|courtesy|(?:photo|foto|image|picture|bild)s?\s*(?:by|credit|:|©))(?!\p{L})|(?<!\p{L})(?:${PICTURE_AGENCY})$`,
  "iu",
);

/** A caption that ends in a bullet and a photo's credit. */
function isCreditedCaption(line: string): boolean {
  const bullet = Math.max(...CREDIT_BULLETS.map((mark) => line.lastIndexOf(mark)));
  if (bullet <= 0) return false;
  const credit = line.slice(bullet + 1).trim();
  return credit.length > 0 && credit.length <= CREDIT_CHARACTERS && !/[.!?]$/.test(credit) && PHOTO_CREDIT.test(credit);
}

/** Whether a line of the article's text (without its list or heading mark) is one of the short furniture lines. */
export function isShortFurnitureLine(line: string): boolean {
  if (line.length > SHORT_LINE) return false;
  return (
    SHORT_FURNITURE_LINE.test(line) ||
    isDateLine(line) ||
    isPromptOrAdLabel(line) ||
    isCreditedCaption(line) ||
    (NEWSLETTER.test(line) && SUBSCRIBE_CALL.test(line)) ||
    (line.length <= CALL_LINE &&
      ((APP_CALL.test(line) && APP.test(line)) || (CHANNEL.test(line) && JOIN_CALL.test(line))))
  );
}
