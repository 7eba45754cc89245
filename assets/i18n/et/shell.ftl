# The window's shell — eesti keel: the app's name, the language picker, files, notices
# and settings. Every message must exist in every language; the games' own words
# are in one file per game beside this one (dhayam.ftl).

app-name = Dhayam
no-display = ekraani pole: määra DISPLAY või WAYLAND_DISPLAY või kasuta dhayam-cli’d

## Buttons and controls

language = Keel

## Errors: replays, saved games and settings

settings-unreadable = Faili { $path } ei saanud lugeda: { $message }. Kasutusel on vaikesätted.
settings-moved-aside = Seadete fail oli rikutud ({ $reason }). See säilitati nimega { $path } ja kasutusel on vaikesätted.
settings-value-reset = Sättel „{ $key }“ oli vale väärtus ja see lähtestati.
settings-unknown-key = Säte „{ $key }“ on tundmatu ja jäeti vahele.
settings-kept-copy = Seadete fail on endisel kujul alles nime all { $path }.

## Files and settings

file-menu = Fail
open-file = Ava…
save = Salvesta
save-as = Salvesta nimega…
save-hint = Salvesta mäng selle faili
save-as-hint = Salvesta mäng sinu valitud faili
recent-files = Hiljutised failid
no-recent-files = Hiljutisi faile pole
clear-recent-files = Tühjenda loend
settings = Seaded…
settings-title = Seaded
sound = Heli
sound-volume = Helitugevus
sound-muted = Vaigista
sound-muted-hint = Helisid pole (mängu ajal lülitab M heli välja ja tagasi sisse)
statistics = Statistika…
statistics-title = Statistika
statistics-empty = Lõpetatud mänge veel pole. Arvud ilmuvad siia pärast iga mängu.
statistics-reset = Lähtesta statistika…
statistics-reset-ask = Kas lähtestada kõik arvud? Seda ei saa tagasi võtta.
statistics-reset-yes = Lähtesta
statistics-reset-no = Jäta alles
statistics-close = Sulge
statistics-unreadable = Statistikafaili { $path } ei saanud lugeda: { $message }. Mänge arvestatakse edasi, kuid sinna neid ei salvestata.
statistics-moved-aside = Statistikafail oli rikutud ({ $reason }). See säilitati nimega { $path } ja arvestus algab otsast peale.
statistics-not-saved = Statistikat ei õnnestunud salvestada. { $reason }
open-title = Ava Dhayami mäng
save-title = Salvesta Dhayami mäng
file-type = Dhayami mäng
untitled = Salvestamata mäng
open-failed = Faili { $file } ei õnnestunud avada. { $reason }
save-failed = Faili { $file } ei õnnestunud salvestada. { $reason }
autosave-failed = Mängu ei õnnestunud automaatselt salvestada. { $reason }
autosave-from-backup = Automaatne salvestus oli rikutud ({ $reason }); mäng jätkub sellele eelnenud koopiast.
autosave-elsewhere = Dhayam on avatud ka teises aknas. See aken ei salvesta oma mänge automaatselt, et mitte kirjutada üle teise akna omi: mängu hoidmiseks kasuta käsku „Salvesta“.
settings-not-saved = Seadeid ei õnnestunud salvestada. { $reason }
dismiss = Sulge
shell-cancel = Loobu
resume-title = Kas jätkad oma mängu?
resume = Jätka
system-language = Süsteemi keel
window-size = Akna suurus
window-width = Laius punktides
window-height = Kõrgus punktides

## Choosing a game, and PGN

file-new-game = Uus mäng…
chooser-title = Milline mäng?
last-played = viimati mängitud
import-pgn = Impordi PGN…
export-pgn = Ekspordi PGN…
pgn-file-type = PGN-mäng
import-failed = Faili { $file } ei õnnestunud importida. { $reason }
export-failed = Faili { $file } ei õnnestunud eksportida. { $reason }
pgn-empty = Failis pole ühtegi mängu.
exported = Mäng eksporditi faili { $file }.
copy-pgn = Kopeeri mäng PGN-ina
copied-pgn = Mäng kopeeriti PGN-ina: kleebi see teise programmi või tagasi siia käsuga „Kleebi PGN“.
paste-pgn = Kleebi PGN…
paste-pgn-title = Impordi kleebitud mäng (PGN)
paste-pgn-import = Impordi
paste-failed = Kleebitud mängu ei õnnestunud importida. { $reason }
paste-empty = Kleebitud tekstis pole ühtegi mängu.
notice-details = Üksikasjad: { $detail }
reason-not-found = Sellist faili pole: see võib olla teisaldatud, ümber nimetatud või kustutatud.
reason-permission-denied = Luba puudub: sellel kontol pole õigust seal lugeda ega kirjutada.
reason-is-a-folder = See on kaust, mitte fail.
reason-not-a-folder = Osa teest on fail, mitte kaust.
reason-read-only = Kettalt saab ainult lugeda, sinna ei saa kirjutada.
reason-disk-full = Ketas on täis.
reason-bad-name = See failinimi pole seal lubatud.
reason-io-other = Süsteem ei saanud faili lugeda ega kirjutada.
reason-ends-early = Fail lõpeb poole pealt: see jäi ilmselt kopeerimisel või salvestamisel pooleli.
reason-too-large = Fail on { $bytes } baiti: selle jaoks, mida see peaks sisaldama, on see liiga suur.
reason-not-text = Fail ei ole tekst: see võib olla pilt, arhiiv või mõne teise programmi fail.
reason-damaged = Fail on rikutud või pole see mängufail.
save-first-title = Kas salvestad selle mängu enne?
save-first-detail = See mäng pole praegusel kujul üheski failis. Kui jätkad salvestamata, hoiab seda alles ainult automaatne salvestus, kuni sama mängu järgmine partii selle asemele tuleb.
discard = Ära salvesta
dialog-unavailable = Süsteemi failidialoogi ei õnnestunud avada (selles süsteemis pole ei xdg-desktop-portal’it ega zenityt). Kirjuta faili asukoht hoopis akna enda dialoogi.
path-dialog-line = Kirjuta faili täielik asukoht koos kaustadega. See algab kaustast, mida viimati kasutasid.
path-dialog-label = Faili asukoht
path-open = Ava
path-import = Impordi
path-export = Ekspordi
path-empty = Kirjuta kõigepealt asukoht.
path-missing = Selles asukohas pole ühtegi faili.
path-is-folder = See asukoht on kaust: lisa sellele faili nimi.
path-no-folder = Kausta { $folder } pole olemas.

## The guided tutorial, the same for every game
tutorial-button = Õpetus
tutorial-lessons = Õppetunnid
tutorial-next = Edasi
tutorial-back = Tagasi
tutorial-show-me = Näita mulle
tutorial-leave = Lahku õpetusest
tutorial-step = Samm { $n }/{ $total }
tutorial-not-that-move = See käik on lubatud, kuid see samm küsib teist: vaata märgitud ruutu.
tutorial-read-on = Loe sõnum läbi ja vajuta siis „Edasi“.
tutorial-lesson-done = Õppetund on läbitud!
tutorial-new-setup = Selle sammu jaoks on laud uuesti üles seatud.
tutorial-next-lesson = Järgmine õppetund
tutorial-skip = Jäta õppetund vahele
tutorial-exercise = Harjutus
tutorial-exercise-start = Mängi harjutus
tutorial-exercise-retry = Proovi uuesti
tutorial-exercise-back = Tagasi õppetundi

## The keys screen (?): every key of the window, the game and the board
keys = Klahvid…
keys-title = Klahvid
keys-window = Aken
keys-game = See mäng
keys-board = Laual
keys-screens = Õpetuses, reeglites, analüüsis ja harjutustes
keys-arrows = Nooleklahvid
keys-board-arrows = Liigu ruudult ruudule; iga ruut loetakse ette koos sellega, mis seal on
keys-board-enter = Mängi valitud ruudul: tõsta üles, pane maha, käi nupuga
keys-board-escape = Pane üles tõstetud nupp tagasi
keys-board-tab = Kui miski pole valitud, esimene nupp, millega saab käia, siis järgmine, pärast viimast ülemine riba ja laua kõrval olevad juhtnupud
keys-zoom = Suuremaks, väiksemaks, tavaline suurus
keys-mute = Heli välja või sisse
keys-this-list = See klahvide loetelu
read-position = Loe kogu seis ette
read-last-moves = Loe viimased käigud ette
ui-scale = Kogu vaate suurus
ui-scale-hint = Mängu ajal muudavad seda Ctrl + ja Ctrl −, Ctrl 0 toob tagasi 100%
contrast = Kontrast
contrast-standard = Tavaline
contrast-high = Suur kontrast
contrast-hint = Suur kontrast: valge tekst mustal, hall makruki laud valgete ja mustade nuppude vahel, heledamad nupud
motion = Liikumine
motion-system = Nagu süsteemis seatud
motion-full = Täielik
motion-reduced = Vähendatud
motion-hint = Vähendatud: nupud jõuavad kohale kohe ja täringud ei veere; arvuti peatub endiselt oma käikude vahel
keys-close = Sulge

## Issue 62
saved = Salvestatud: { $file }
replace-title = { $file } on juba olemas. Kas asendada?
replace-detail = Selle praegune sisu läheb kaotsi.
replace = Asenda
notice-log = Teated ({ $count })
notice-log-title = Teated
notice-log-empty = Teateid veel pole.
dont-save = Ära salvesta
recent-autosave = Automaatne salvestus: { $game }
# A file refused for one damaged entry (a ply of Dhayam, a move of Makruk): its game up to the entry before it.
damaged-title = { $file }: kirje { $entry } { $entries }-st on kahjustatud
damaged-detail = Mängu saab lugeda kuni kirjeni { $last }. Kas avada see sinnamaani? Kahjustatud fail jääb nii, nagu on: salvestamisel küsitakse uut nime.
damaged-open = Ava kuni kirjeni { $last }
damaged-opened = { $file } avati kuni kirjeni { $last } ({ $entries }-st); fail ise jäi nii, nagu oli.
copied-fen = Seis kopeeriti FEN-ina: kleebi see teise programmi või uude mängu, et sealt alustada.

## Learn from your games (issue 66)
practise = Harjuta…
# The exercises' screen, in both games alike.
learn = Õpi sellest mängust
learn-title = Õpi sellest mängust
learn-practise-title = Harjuta
learn-finding = Otsin otsuseid, mis kaotasid kõige rohkem…
learn-none = Selles mängus ei kaotanud ükski mängija otsus selget võimalust: siit pole midagi õppida.
learn-none-due = Täna pole ühtki harjutust kordamisel.
learn-row = { $name }: mäng { $date }, vastu { $opponents }
learn-ask = Leia parem käik
learn-right = Õige: { $move }.
learn-show-me = Näita
learn-back = Tagasi
learn-type = Kirjuta oma vastus
learn-summary = Mis ikka valesti läheb
learn-lesson = Õppetund { $n }: { $title }
learn-yours-finding = Arvutan sinu käigu võimalust…
learn-line-next = Mäng läks edasi
