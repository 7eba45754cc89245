# The window's shell — isiZulu: the app's name, the language picker, files, notices
# and settings. Every message must exist in every language; the games' own words
# are in one file per game beside this one (dhayam.ftl).

app-name = Dhayam
no-display = asikho isibonisi: setha i-DISPLAY noma i-WAYLAND_DISPLAY, noma usebenzise i-dhayam-cli

## Buttons and controls

language = Ulimi

## Errors: replays, saved games and settings

settings-unreadable = Akukwazekanga ukufunda { $path }: { $message }. Kusetshenziswa izilungiselelo ezizenzakalelayo.
settings-moved-aside = Ifayela lezilungiselelo lonakele ({ $reason }). Lagcinwa njengo-{ $path } futhi kusetshenziswa izilungiselelo ezizenzakalelayo.
settings-value-reset = Isilungiselelo “{ $key }” sasinenani elingalungile futhi sabuyiselwa kokwakuqala.
settings-unknown-key = Isilungiselelo “{ $key }” asaziwa futhi asinakwanga.
settings-kept-copy = Ifayela lezilungiselelo njengoba lalinjalo ligcinwe njenge-{ $path }.

## Files and settings

file-menu = Ifayela
open-file = Vula…
save = Londoloza
save-as = Londoloza njengo…
save-hint = Londoloza umdlalo efayeleni lawo
save-as-hint = Londoloza umdlalo efayeleni oyikhethayo
recent-files = Amafayela akamuva
no-recent-files = Awekho amafayela akamuva
clear-recent-files = Sula uhlu
settings = Izilungiselelo…
settings-title = Izilungiselelo
sound = Umsindo
sound-volume = Ivolumu
sound-muted = Thulisa
sound-muted-hint = Ayikho imisindo (ngesikhathi sokudlala, u-M uyathulisa futhi abuyisele umsindo)
statistics = Izibalo…
statistics-title = Izibalo
statistics-empty = Ayikabi bikho imidlalo eqediwe. Izibalo zivela lapha emva komdlalo ngamunye.
statistics-reset = Sula izibalo…
statistics-reset-ask = Sula zonke izibalo? Lokhu akunakubuyiselwa emuva.
statistics-reset-yes = Sula
statistics-reset-no = Zigcine
statistics-close = Vala
statistics-unreadable = Akukwazekanga ukufunda ifayela lezibalo { $path }: { $message }. Imidlalo isabalwa, kodwa ayilondolozwa lapho.
statistics-moved-aside = Ifayela lezibalo lonakele ({ $reason }). Lagcinwa njengo-{ $path } futhi ukubala kuqala kabusha.
statistics-not-saved = Izibalo azikwazanga ukulondolozwa. { $reason }
open-title = Vula umdlalo weDhayam
save-title = Londoloza umdlalo weDhayam
file-type = Umdlalo weDhayam
untitled = Umdlalo ongalondolozwanga
open-failed = Akukwazekanga ukuvula i-{ $file }. { $reason }
save-failed = Akukwazekanga ukulondoloza i-{ $file }. { $reason }
autosave-failed = Umdlalo awukwazanga ukulondolozwa ngokuzenzakalela. { $reason }
autosave-from-backup = Ukulondoloza okuzenzakalelayo konakele ({ $reason }); umdlalo uqhubeka kusukela kukhophi yangaphambi kwakho.
autosave-elsewhere = I-Dhayam ivuliwe nakwelinye iwindi. Leli windi aliyilondolozi imidlalo yalo ngokuzenzakalela, ukuze lingabhali phezu kwemidlalo yelinye: sebenzisa u-“Londoloza” ukuze ugcine umdlalo.
settings-not-saved = Izilungiselelo azikwazanga ukulondolozwa. { $reason }
dismiss = Vala
shell-cancel = Khansela
resume-title = Uqhubeke nomdlalo wakho?
resume = Qhubeka
system-language = Ulimi lwesistimu
window-size = Ubukhulu bewindi
window-width = Ububanzi emaphoyinti
window-height = Ubude emaphoyinti

## Choosing a game, and PGN

file-new-game = Umdlalo omusha…
chooser-title = Yimuphi umdlalo?
last-played = odlalwe ekugcineni
import-pgn = Ngenisa i-PGN…
export-pgn = Khipha i-PGN…
pgn-file-type = Umdlalo we-PGN
import-failed = Akukwazekanga ukungenisa i-{ $file }. { $reason }
export-failed = Akukwazekanga ukukhipha i-{ $file }. { $reason }
pgn-empty = Ifayela alinawo umdlalo.
exported = Umdlalo ukhishelwe ku-{ $file }.
copy-pgn = Kopisha umdlalo njenge-PGN
copied-pgn = Umdlalo ukopishwe njenge-PGN: wunamathisele kolunye uhlelo, noma uwubuyisele lapha ngokuthi “Namathisela i-PGN”.
paste-pgn = Namathisela i-PGN…
paste-pgn-title = Ngenisa umdlalo onamathiselwe (PGN)
paste-pgn-import = Ngenisa
paste-failed = Akukwazekanga ukungenisa umdlalo onamathiselwe. { $reason }
paste-empty = Umbhalo onamathiselwe awunawo umdlalo.
notice-details = Imininingwane: { $detail }
reason-not-found = Alikho ifayela elinjalo: kungenzeka lisusiwe, liqanjwe kabusha noma lesuliwe.
reason-permission-denied = Ayikho imvume: le akhawunti ayivunyelwe ukufunda noma ukubhala lapho.
reason-is-a-folder = Leyo yifolda, hhayi ifayela.
reason-not-a-folder = Ingxenye yendlela iyifayela, hhayi ifolda.
reason-read-only = Le diski ingafundwa kuphela, ayibhaleki.
reason-disk-full = Idiski igcwele.
reason-bad-name = Lelo gama lefayela alivunyelwe lapho.
reason-io-other = Isistimu ayikwazanga ukufunda noma ukubhala ifayela.
reason-ends-early = Ifayela liphela lingakapheleli: kungenzeka linqamuke ngesikhathi likopishwa noma lilondolozwa.
reason-too-large = Ifayela lingamabhayithi angu-{ $bytes }: likhulu kakhulu kunalokho okufanele libe nakho.
reason-not-text = Ifayela akuwona umbhalo: kungenzeka kube yisithombe, i-archive noma ifayela lolunye uhlelo.
reason-damaged = Ifayela lonakele, noma akulona ifayela lomdlalo.
save-first-title = Londoloza lo mdlalo kuqala?
save-first-detail = Lo mdlalo awulondolozwanga efayeleni njengoba unjalo manje. Uma uqhubeka ngaphandle kokuwulondoloza, uzogcinwa wukulondoloza okuzenzakalelayo kuphela, kuze kube umdlalo olandelayo wohlobo olufanayo uthatha indawo yawo.
discard = Lahla
dialog-unavailable = Iwindi lesistimu lokukhetha amafayela alikwazanga ukuvulwa (le sistimu ayinayo i-desktop portal noma i-zenity). Esikhundleni salokho, bhala indlela yefayela ewindini eliqondene nalolu hlelo.
path-dialog-line = Bhala indlela ephelele yefayela, kanye namafolda ayo. Iqala kufolda oyisebenzise ekugcineni.
path-dialog-label = Indlela yefayela
path-open = Vula
path-import = Ngenisa
path-export = Khipha
path-empty = Bhala indlela kuqala.
path-missing = Alikho ifayela kule ndlela.
path-is-folder = Le ndlela iyifolda: yengeza igama lefayela kuyo.
path-no-folder = Ifolda { $folder } ayikho.

## The guided tutorial, the same for every game
tutorial-button = Isifundo
tutorial-lessons = Izifundo
tutorial-next = Okulandelayo
tutorial-back = Emuva
tutorial-show-me = Ngibonise
tutorial-leave = Phuma esifundweni
tutorial-step = Isinyathelo { $n } kwezingu-{ $total }
tutorial-not-that-move = Lowo mnyakazo uvumelekile, kodwa lesi sinyathelo sicela omunye: bheka isikwele esimakiwe.
tutorial-read-on = Funda umlayezo, bese uchofoza “Okulandelayo”.
tutorial-lesson-done = Isifundo siqediwe!
tutorial-new-setup = Ibhodi lihlelwe kabusha kulesi sinyathelo.
tutorial-next-lesson = Isifundo esilandelayo
tutorial-skip = Yeqa isifundo
tutorial-exercise = Umsebenzi wokuzilolonga
tutorial-exercise-start = Dlala umsebenzi wokuzilolonga
tutorial-exercise-retry = Zama futhi
tutorial-exercise-back = Buyela esifundweni

## The keys screen (?): every key of the window, the game and the board
keys = Okhiye…
keys-title = Okhiye
keys-window = Iwindi
keys-game = Lo mdlalo
keys-board = Ebhodini
keys-screens = Esifundweni, emithethweni, ekubuyekezeni nasemisebenzini yokuzilolonga
keys-arrows = Okhiye bemicibisholo
keys-board-arrows = Hamba isikwele ngesikwele; ngasinye sifundwa ngokuzwakalayo nalokho okukuso
keys-board-enter = Dlala esikweleni esikhethiwe: phakamisa, beka, hambisa ingcezu
keys-board-escape = Buyisela ingcezu ephakanyisiwe
keys-board-tab = Uma kungekho okukhethiwe, ingcezu yokuqala engahamba; bese kuba elandelayo; ngemuva kweyokugcina, ibha ephezulu nezinkinobho eziseduze kwebhodi
keys-zoom = Khulisa, nciphisa, usayizi ojwayelekile
keys-mute = Cisha noma vula umsindo
keys-this-list = Lolu hlu lokhiye
read-position = Funda isimo sonke ngokuzwakalayo
read-last-moves = Funda iminyakazo yokugcina ngokuzwakalayo
ui-scale = Usayizi wakho konke
ui-scale-hint = Ngesikhathi udlala, u-Ctrl + no-Ctrl − bayawushintsha; u-Ctrl 0 uwubuyisela ku-100%
contrast = Imibala
contrast-standard = Ejwayelekile
contrast-high = Ukugqama okuphezulu
contrast-hint = Ukugqama okuphezulu: umbhalo omhlophe phezu komnyama, ibhodi likaMakruk elimpunga phakathi kwezingcezu ezimhlophe nezimnyama, izingcezu ezikhanyayo
motion = Ukunyakaza
motion-system = Njengoba isistimu isho
motion-full = Ngokugcwele
motion-reduced = Kuncishisiwe
motion-hint = Kuncishisiwe: izingcezu zifika ngokushesha namadayisi awagingqiki; ikhompyutha isama phakathi kwamathuba ayo
keys-close = Vala

## Issue 62
saved = I-{ $file } ilondoloziwe
replace-title = I-{ $file } isivele ikhona. Uyafuna ukuyishintsha?
replace-detail = Okukuyo manje kuzolahleka.
replace = Shintsha
notice-log = Izaziso ({ $count })
notice-log-title = Izaziso
notice-log-empty = Azikho izaziso okwamanje.
dont-save = Ungalondolozi
recent-autosave = Okulondolozwe ngokuzenzakalela: { $game }
# A file refused for one damaged entry (a ply of Dhayam, a move of Makruk): its game up to the entry before it.
damaged-title = { $file }: okufakiwe kwe-{ $entry } kokungu-{ $entries } konakele
damaged-detail = Umdlalo uyafundeka kuze kufike okufakiwe kwe-{ $last }. Uyafuna ukuwuvula kuze kube lapho? Ifayela elonakele lishiywa linjalo: ukulondoloza kuzobuza igama elisha.
damaged-open = Vula kuze kube okufakiwe kwe-{ $last }
damaged-opened = I-{ $file } ivuliwe kuze kube okufakiwe kwe-{ $last } kokungu-{ $entries }; ifayela uqobo lishiywe linjalo.
copied-fen = Isimo sikopishwe njenge-FEN: sinamathisele kolunye uhlelo, noma emdlalweni omusha ukuze uqale kuso.

## Learn from your games (issue 66)
practise = Zilolonge…
# The exercises' screen, in both games alike.
learn = Funda kulo mdlalo
learn-title = Funda kulo mdlalo
learn-practise-title = Zilolonge
learn-finding = Kufunwa izinqumo ezilahlekelwe kakhulu…
learn-none = Kulo mdlalo asikho isinqumo somdlali esilahlekelwe ithemba ngokusobala: akukho okufundwayo.
learn-none-due = Awukho umsebenzi wokuzilolonga ofanele namuhla.
learn-row = { $name }: umdlalo wangomhla ka-{ $date } no-{ $opponents }
learn-ask = Thola umnyakazo ongcono
learn-right = Kulungile: { $move }.
learn-show-me = Ngikhombise
learn-back = Buyela emuva
learn-type = Bhala impendulo yakho
learn-summary = Abahlala bephutha kukho
learn-lesson = Isifundo { $n }: { $title }
learn-yours-finding = Kubalwa ithemba lomnyakazo wakho…
learn-line-next = Umdlalo uqhubekile
