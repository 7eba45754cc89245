# Dhayam — isiZulu

## Buttons and controls

throw = Phonsa
undo = Buyisela emuva
new-game = Umdlalo omusha
play-again = Dlala futhi
start = Qala
cancel = Khansela
new-seed = Imbewu entsha
auto-move = Ukuhamba ngokuzenzakalela
auto-move-hint = Yenza umnyakazo ngokwawo uma kuwukuphela komnyakazo ovumelekile
practice = Ukuzijwayeza
practice-hint = Vumela ukubuyisela emuva nakuba kudlala amakhompyutha
fast-forward = Sheshisa amakhompyutha
fast-forward-hint = Amathuba ekhompyutha adlalwa ngokushesha, ngaphandle kokuma noma opopayi
animation = Opopayi
undo-hint = Buyisela emuva umnyakazo wokugcina (ukuphonsa kuhlala kunjalo)
throw-hint = Phonsa amadayisi omabili (Space, noma chofoza amadayisi)
speed-off = valiwe
speed-slow = kancane
speed-normal = okujwayelekile
speed-fast = ngokushesha
rules-button = Imithetho
rules-hint = Indlela yokudlala i-Dhayam (F1)

## Side panel

how-to-play = Indlela yokudlala
help-dice = Phonsa amadayisi amabili amade: inani yisamba sezinhlangothi ezingaphezulu, futhi izinhlangothi ezimbili ezingenalutho zibalwa njengo-12.
help-enter = U-1 ungenisa i-pawn entsha esikweleni sakho sasekhaya; i-pawn esikiwe ibuya ngo-1 noma ngo-5.
help-click = Chofoza i-pawn enendandatho, noma isikwele esinohlaka efika kuso. Beka igundane phezu kwayo ukuze ubone indlela yayo.
help-cut = Yehlela phezu kwe-pawn yombangi eyodwa esikweleni esijwayelekile ukuze uyisike. Izikwele ezinesiphambano ziphephile.
help-gate = Ukusika kwakho kokuqala kuvula isango lakho: bese ama-pawn elandela umcibisholo angene emasindeni angaphakathi.
help-again = U-1, 5, 6 no-12 banikeza okunye ukuphonsa. Owokuqala ukuletha wonke ama-pawn phakathi nendawo uyiNkosi.
players = Abadlali
dice = Amadayisi
this-turn = Leli thuba:
choose-value = Inani ozolisebenzisa:
human = umuntu
house-rules-short = Imithetho yasekhaya:
recent = Muva nje:
gate-open-short = isango livuliwe
level-random = okungahleliwe
level-beginner = oqalayo
level-greedy = kulula
level-medium = okuphakathi
level-hard = kunzima
computer = ikhompyutha ({ $level })
pawns-home = { $done }/{ $total } phakathi nendawo
use-value = sebenzisa u-{ $value }
value-label = inani { $value }
no-value = alikabi bikho inani
option-setting = { $option }: { $value }

## Status line

to-throw = { $name }: phonsa
throw-again = { $name }: phonsa futhi
to-move-one = { $name }: hambisa i-pawn ngo-{ $value }
to-move-choose = { $name }: khetha inani, bese ukhetha i-pawn
throwing = { $name } uphonsa amadayisi
thinking = { $name } uyacabanga...
cannot-use = { $name } akakwazi ukusebenzisa { $values }
cut-news = { $mover } usike { $victim } ku-{ $square }
gate-open = Isango livulekele { $name }
finished = { $name } unawo wonke ama-pawn phakathi nendawo
is-king = { $name } uyiNkosi!

## Seats

seat-red = Obomvu
seat-green = Oluhlaza
seat-yellow = Ophuzi
seat-blue = Oluhlaza okwesibhakabhaka

## Accessible names on the board and dice

square = isikwele { $square }
pawn-on = { $count ->
    [one] i-pawn ka-{ $seat } ku-{ $square }
   *[other] ama-pawn ka-{ $seat } angu-{ $count } ku-{ $square }
}
pawn-waiting-new = i-pawn ka-{ $seat } elindile (entsha)
pawn-waiting-cut = i-pawn ka-{ $seat } elindile (esikiwe)
die = { $pips ->
    [0] idayisi { $index } alinalutho
   *[other] idayisi { $index } likhombisa { $pips }
}

## New game dialog

new-game-title = Umdlalo omusha
seats = Izihlalo
name = Igama
house-rules = Imithetho yasekhaya
pawns-each = Ama-pawn umuntu ngamunye
seed = Imbewu yamadayisi
seed-hint = Imbewu efanayo inikeza ukuphonsa okufanayo: yibhale ukuze uphinde udlale umdlalo
seed-invalid = Imbewu kumele ibe inombolo ephelele
need-two-seats = Khetha okungenani izihlalo ezimbili
two-must-be-opposite = Abadlali ababili bahlala bebhekene: Obomvu no-Ophuzi, noma Oluhlaza no-Oluhlaza okwesibhakabhaka
seat-plays = { $seat } uyadlala
seat-player = umdlali ka-{ $seat }
seat-name = igama lika-{ $seat }
option-turn = Amathuba
option-entry = Ukungena
option-cutbonus = Umklomelo wokusika
option-places = Izindawo
option-pawns = Ama-pawn
option-turn-explain = Ngokushesha: sebenzisa ukuphonsa ngakunye ngaphambi kokulandelayo. Ngokuqoqa: qhubeka uphonsa ngo-1, 5, 6, 12, bese usebenzisa amanani olondolozile nganoma yiluphi uhlelo.
option-entry-explain = Yikuphi ukuphonsa okungenisa i-pawn ebhodini: i-pawn entsha ngo-1, i-pawn esikiwe ngo-1 noma ngo-5 (okujwayelekile); ngemva kwe-pawn yokuqala, noma iyiphi ngo-1 noma ngo-5; noma ngo-1 kuphela.
option-cutbonus-explain = Ukusika kunikeza okunye ukuphonsa.
option-places-explain = Ngemva kweNkosi, qhubeka udlalela indawo yesibili neyesithathu.
option-pawns-explain = Ama-pawn angaki umdlali ngamunye okumele awalethe phakathi nendawo.
turn-immediate = ngokushesha
turn-pooled = ngokuqoqa
entry-seed = okujwayelekile
entry-open5 = 1 noma 5 ngemva kweyokuqala
entry-one = 1 kuphela
off = valiwe
on = vuliwe

## Game over

game-over = Umdlalo uphelile
place = Indawo
player = Umdlali
throws = Ukuphonsa
moves = Iminyakazo
cuts = Ukusika
was-cut = Wasikwa
place-n = { $n ->
    [1] iNkosi
   *[other] owesi-{ $n }
}

## Errors: moves and throws

illegal-game-over = Umdlalo uphelile.
illegal-not-thrown = Phonsa amadayisi kuqala.
illegal-value-not-thrown = Alikho inani elingu-{ $value } elilindile.
illegal-no-such-pawn = Ayikho i-pawn ethi “{ $pawn }” ongayihambisa.
illegal-entry-one = Le pawn idinga u-1 ukuze ingene.
illegal-entry-one-five = Le pawn idinga u-1 noma u-5 ukuze ingene.
illegal-pawn-finished = I-pawn ephakathi nendawo ayisaphinde ihambe.
illegal-past-centre = Phakathi nendawo kudinga inani eliqondile.
illegal-own-pawn = Ku-{ $square } kukhona i-pawn yakho.
illegal-must-move = Umnyakazo uyenzeka, ngakho ukuphonsa kumele kusetshenziswe.
throw-move-first = Sebenzisa inani elilindile ngaphambi kokuphonsa futhi.

## Errors: positions

pos-seat-count = Kudlala izihlalo ezingu-{ $count }; umdlalo udinga ezi-2 kuya kwezi-4.
pos-not-opposite = { $first } no-{ $second } abahlali bebhekene; abadlali ababili kumele babhekane.
pos-pawn-count = { $seat } unama-pawn angu-{ $found }; lo mdlalo usebenzisa angu-{ $expected }.
pos-past-closed-gate = I-pawn ka-{ $seat } iku-{ $progress } ngaphakathi kwesango, kodwa isango livaliwe.
pos-shared-square = { $first } no-{ $second } babelana ngesikwele esijwayelekile { $square }.
pos-cut-without-cutter = I-pawn ka-{ $seat } isikiwe, kodwa akekho osesike muntu.
pos-cut-by-absent = { $seat } ubhalwe njengosesikile, kodwa akadlali.
pos-finished-absent = { $seat } ubhalwe njengoqedile, kodwa akadlali.
pos-finished-without-places = Izihlalo zibhalwe njengeziqedile, kodwa umdlalo awudlalelwa izindawo.
pos-finished-pawns-out = { $seat } ubhalwe njengoqedile, kodwa unama-pawn angekho phakathi nendawo.
pos-finished-not-listed = Wonke ama-pawn ka-{ $seat } aphakathi nendawo, kodwa akabhalwanga njengoqedile.
pos-every-seat-finished = Zonke izihlalo zibhalwe njengeziqedile.
pos-two-kings = { $first } no-{ $second } abakwazi ukuba amaNkosi bobabili.
pos-throw-again-immediate = Kulindile okunye ukuphonsa, kodwa amathuba ngawokushesha.
pos-several-values = Kulindile amanani angu-{ $count }, kodwa ithuba lokushesha libamba elilodwa kuphela.
pos-throw-again-without-values = Kulindile okunye ukuphonsa ngaphandle kwamanani alondoloziwe.
pos-too-many-values = Kulindile amanani angu-{ $count }; maningi kunalokho ithuba elingakubamba.
pos-to-move-absent = Yithuba lika-{ $seat }, kodwa akadlali.
pos-to-move-finished = Yithuba lika-{ $seat }, kodwa usevele uqedile.

## Errors: replays, saved games and settings

replay-start = Umdlalo awukwazi ukuqala: { $reason }
replay-throw = Isinyathelo { $ply }: ukuphonsa akuvunyelwe lapha. { $reason }
replay-move = Isinyathelo { $ply }: umnyakazo { $mv } wephula imithetho. { $reason }
replay-past-end = Isinyathelo { $ply } singaphezu kokuphela komdlalo (izinyathelo ezingu-{ $len }).
save-io = { $path }: { $message }
save-too-large = Ifayela lingamabhayithi angu-{ $bytes }, likhulu kakhulu kumdlalo we-Dhayam.
save-not-text = Ifayela akuwona umbhalo.
save-syntax = Ifayela akulona ifayela lomdlalo elivumelekile: { $detail }
save-not-dhayam = Ifayela akuwona umdlalo we-Dhayam.
save-newer-version = Ifayela lalondolozwa nge-Dhayam entsha (ifomethi { $found }). Sicela ubuyekeze uhlelo.
save-bad-version = Inguqulo yefomethi { $found } ayikho.
save-bad-rules = Imithetho yasekhaya efayeleni ayilungile: { $detail }
save-bad-seats = Izihlalo efayeleni azilungile: { $detail }
save-bad-ply = Isinyathelo { $ply } (“{ $text }”) akukhona ukuphonsa futhi akukhona umnyakazo.
save-replay = Umdlalo olondoloziwe wephula imithetho. { $reason }
save-dice-mismatch = Ukuphonsa esinyathelweni { $ply } akukhona lokho okunikezwa yimbewu yamadayisi.
save-bad-position = Isimo esilondoloziwe asilungile: { $detail }
save-position-mismatch = Isimo esilondoloziwe “{ $stored }” akusona lapho iminyakazo iholela khona (“{ $replayed }”).
save-outcome-mismatch = Umphumela olondoloziwe awuhambisani nendlela iminyakazo ephela ngayo.

## The rules overlay

rules-title = Imithetho ye-Dhayam
rules-close = Vala
rules-contents = Okuqukethwe
rules-changed = kushintshiwe kulo mdlalo
rules-usual = ngokujwayelekile: { $value }
rules-in-game = Kulo mdlalo: { $value }
rules-dice-title = Amadayisi
rules-dice-body = I-Dhayam idlalwa ngamadayisi amabili amade anezinhlangothi ezine, i-dhayakattai. Izinhlangothi zawo azinalutho, noma zinamachashaza angu-1, 2 no-3. Ukuphonsa kubala izinhlangothi ezimbili ezingaphezulu ndawonye; ezimbili ezingenalutho zibalwa njengo-12. Ngakho ukuphonsa kungaba ngu-1, 2, 3, 4, 5, 6 noma 12.
rules-dice-caption = 1 + 2 = 3, futhi ezimbili ezingenalutho = 12
rules-board-title = Ibhodi
rules-board-body = Ibhodi linezikwele ezingu-7 × 7. Isikwele esiphakathi sohlangothi ngalunye yikhaya lomdlali: Obomvu phansi, Oluhlaza kwesokudla, Ophuzi phezulu, Oluhlaza okwesibhakabhaka kwesobunxele. Abadlali ababili bahlala bebhekene. I-pawn ngayinye ihamba indlela yayo edlula kuzo zonke izikwele: izungeza isindi elingaphandle, bese ingena ezindini ezincane ize ifike phakathi nendawo.
rules-board-caption = Indlela ka-Obomvu, kusukela ekhaya kuya phakathi nendawo
rules-enter-title = Ukungena
rules-enter-body = Wonke ama-pawn aqala engaphandle kwebhodi. I-pawn entsha ingena esikweleni sakho sasekhaya kuphela uma uphonse u-1. I-pawn esikiwe ibuya ngo-1 noma ngo-5.
rules-enter-caption = U-1: i-pawn elindile ingena ekhaya
rules-move-title = Ukuhamba
rules-move-body = I-pawn ihamba iye phambili endleleni yayo izikwele ezilingana ncamashi nenani lokuphonsa. Ukuphonsa okukodwa kuhambisa i-pawn eyodwa; akwahlukaniswa. Ama-pawn angeqa amanye. Uma umnyakazo ukhona, kumele uwenze; uma ungekho, ukuphonsa kulahleka. U-1, 5, 6 no-12 banikeza okunye ukuphonsa.
rules-move-caption = U-4: i-pawn ihamba izikwele ezine
rules-cut-title = Ukusika nezikwele eziphephile
rules-cut-body = Uma wehlela phezu kwe-pawn yombangi esikweleni esijwayelekile, uyayisika: iphuma ebhodini futhi kumele iphinde ingene. Isikwele esijwayelekile siba ne-pawn eyodwa, futhi asilokothi sibe nezakho ezimbili. Izikwele ezinesiphambano ziphephile: zingaba nama-pawn amaningi, futhi akekho osikwa khona.
rules-cut-caption = Obomvu wehlela ku-Ophuzi futhi uyamsika
rules-gate-title = Isango
rules-gate-body = Ama-pawn akho angashiya isindi elingaphandle kuphela ngemva kokuba usike okungenani kanye. Lokho kusika kokuqala kuvula isango lakho: bese ama-pawn elandela umcibisholo oseduze nekhaya lakho angene emasindeni angaphakathi. Kuze kube yilapho, aqhubeka ezungeza isindi elingaphandle.
rules-gate-caption = Isango livuliwe: i-pawn ilandela umcibisholo ingene ngaphakathi
rules-centre-title = Phakathi nendawo
rules-centre-body = Isikwele esiphakathi nendawo sidinga ukuphonsa okuqondile: umnyakazo ongadlula kuso awuvunyelwe. I-pawn ephakathi nendawo isiqedile futhi ayisaphinde ihambe.
rules-centre-caption = U-3 uletha i-pawn ncamashi phakathi nendawo
rules-win-title = Ukunqoba
rules-win-body = Umdlali wokuqala oletha wonke ama-pawn akhe phakathi nendawo uyanqoba futhi uba yiNkosi yomdlalo.
rules-win-caption = Wonke ama-pawn aphakathi nendawo: Obomvu uyiNkosi
rules-house-title = Imithetho yasekhaya
rules-house-body = Imindeni idlala i-Dhayam ngezindlela ezihluke kancane. Le mithetho ikhethwa ewindini lomdlalo omusha; leyo lo mdlalo oyidlala ngendlela ehlukile kunejwayelekile imakiwe.

## Amathiphu, amathuba okunqoba nokubuyekezwa komdlalo

hint = Ithiphu
hint-tooltip = Bonisa umnyakazo ongcono kakhulu manje nethuba lawo lokukwenza iNkosi (H)
hint-thinking = Kufunwa umnyakazo ongcono kakhulu...
hint-best = Ithiphu: { $move }
hint-chance = Ithuba lokuba yiNkosi: { $percent }
hint-next = olandelayo ngobuhle { $move }: { $percent } ({ $difference })
win-chances = Amathuba okunqoba
win-chances-setting = Bonisa amathuba okunqoba
win-chances-hint = Ibha ephaneli eseceleni enethuba lomdlali ngamunye lokuba yiNkosi, elilinganiswa emva komnyakazo ngamunye
win-chance = { $name }: { $percent }
review = Buyekeza
review-tooltip = Buka umdlalo futhi, isinqumo sakho ngasinye sihlolwe
reviewing = Umdlalo uyabuyekezwa...
review-title = Ukubuyekezwa komdlalo
review-back = Buyela emdlalweni
review-first = Owokuqala
review-previous = Odlule
review-next = Olandelayo
review-last = Owokugcina
review-decisions = Izinqumo
review-none = Azikho izinqumo ongazibuyekeza: yonke iminyakazo yayiphoqelekile.
review-row = { $number }. { $name } udlale { $played }
review-lost = kulahlekile { $loss }, okungcono { $best }
review-best-move = umnyakazo ongcono kakhulu
review-at = Umnyakazo { $number } kwangu-{ $total }
review-end = Ukuphela komdlalo
review-played-by = { $name } udlale { $played }
review-error-rate = amaphutha: { $percent }
review-luck = inhlanhla: { $luck }
review-luck-hint = Isilinganiso sokuphonsa komdlali kususwe u-3.75, isilinganiso samadayisi womabili
review-error-hint = Ingxenye yezinqumo ezimakwe ngo-?!, ? noma ??
review-marks = ?! kulahleke u-2% noma ngaphezulu, ? u-5% noma ngaphezulu, ?? u-10% noma ngaphezulu
review-incomplete = Isikhathi siphelile: izinqumo zokugcina azihlolwanga.
review-board = Ibhodi ngaphambi komnyakazo { $number }

## Isifundo esiqondisayo.

tutorial-hint = Funda i-Dhayam isinyathelo ngesinyathelo ebhodini langempela
tutorial-no-throw-now = Hhayi manje: qala wenze lokho umlayezo okucelayo.
tutorial-dice-title = Amadayisi amade
tutorial-dice-intro = I-Dhayam idlalwa ngamadayisi amabili amade. Ngalinye linezinhlangothi ezine ezinde: engenalutho, namachashaza angu-1, 2 no-3. Ukuphonsa kubala izinhlangothi ezimbili eziwela phezulu.
tutorial-dice-throw = Phonsa amadayisi: wachofoze, noma uchofoze u-Phonsa.
tutorial-dice-sum = U-2 no-1 benza u-3. Awukabi nayo i-pawn ebhodini, futhi u-3 akangenisi i-pawn, ngakho lokhu kuphonsa kulahlekile futhi ithuba lakho liyaphela.
tutorial-dice-throw-again = Lapha siyeqa ithuba lePhuzi: phonsa futhi.
tutorial-dice-twelve = Ezimbili ezingenalutho! Zibalwa njengo-12, hhayi u-0: ukuphonsa okukhulu kunakho konke, futhi kukunika okunye ukuphonsa. Ngakho ukuphonsa kungaba ngu-1, 2, 3, 4, 5, 6 noma 12.
tutorial-enter-title = Ukungena ebhodini
tutorial-enter-intro = Ama-pawn akho alinde eduze kwesikwele sakho sasekhaya, esinesiphambano. I-pawn entsha ingena kuso kuphela uma uphonse u-1. Phonsa.
tutorial-enter-one = U-1! Chofoza i-pawn elindile ukuze uyingenise esikweleni sakho sasekhaya.
tutorial-enter-again = U-1 ukunika okunye ukuphonsa. Phonsa futhi.
tutorial-enter-four = U-4 akakwazi ukungenisa i-pawn entsha. Hambisa i-pawn esesikweleni sakho sasekhaya izikwele ezine endleleni yayo.
tutorial-enter-cut = I-pawn esikiwe nayo ilinda eduze kwekhaya lakho, inesiphambano, futhi ibuya ngo-1 noma ngo-5. Uphonse u-5: buyisa i-pawn esikiwe.
tutorial-move-title = Ukuhamba nokuphonsa futhi
tutorial-move-intro = I-pawn ihamba iye phambili endleleni yayo ngenani eliqondile lokuphonsa, futhi ukuphonsa okukodwa kuhambisa i-pawn eyodwa. Phonsa.
tutorial-move-six = U-6. Khetha i-pawn uyihambise izikwele eziyisithupha.
tutorial-move-again = U-6 ukunika okunye ukuphonsa, kanjalo no-1, 5 no-12. Phonsa futhi.
tutorial-move-three = U-3. Hambisa i-pawn izikwele ezintathu.
tutorial-move-turn-passes = Emva kuka-2, 3 noma 4 ithuba lakho liyaphela, bese umdlali olandelayo ephonsa.
tutorial-safe-title = Izikwele eziphephile
tutorial-safe-intro = Izikwele ezinesiphambano ziphephile: amakhaya amane, amagumbi amane endandatho elandela eyangaphandle (b2, f2, f6, b6), nophakathi nendawo u-d4. Uphonse u-4: hambisa i-pawn engafinyelela esikweleni esimakiwe u-g4.
tutorial-safe-shared = I-pawn yakho ihlala ku-g4 kanye ne-pawn ephuzi. Esikweleni esiphephile kungama ama-pawn amaningi, futhi akekho osikwayo.
tutorial-safe-own = Esikweleni esijwayelekile kungama i-pawn eyodwa kuphela, ngakho lapho awukwazi ukuqeda umnyakazo phezu kwe-pawn yakho. Ngo-4 i-pawn eku-g1 ingafika phezu kwe-pawn yakho eku-g5: esikhundleni salokho hambisa i-pawn eku-g5.
tutorial-keys = Okhiye: umcibisholo wesokudla noma u-Enter okulandelayo, umcibisholo wesokunxele emuva, u-Space phonsa, u-Esc phuma.
tutorial-choose-value = Khetha inani ozolisebenzisa:
tutorial-not-that-value = Lelo nani nalo ligciniwe, kodwa lesi sinyathelo sicela elinye.
tutorial-exercise-players = Wena udlala u-{ $you }; umdlali wekhompyutha olula udlala u-{ $computer }. Manje amadayisi aphonswa ngempela.
tutorial-exercise-won = Uphumelele! Qhubekela esifundweni esilandelayo, noma uphinde udlale lo msebenzi.
tutorial-exercise-lost = U-{ $seat } ufike kuqala. Zama futhi: amadayisi azowa ngenye indlela.
tutorial-event-threw = U-{ $seat } uphonse u-{ $value }.
tutorial-event-entered = U-{ $seat } ungenise i-pawn ku-{ $square }.
tutorial-event-moved = U-{ $seat } uhambise i-pawn isuka ku-{ $from } iya ku-{ $to }.
tutorial-event-cut = U-{ $seat } uhambise i-pawn isuka ku-{ $from } iya ku-{ $to } wasika i-pawn ka-{ $victim }.
tutorial-event-lost = U-{ $seat } akakwazanga ukusebenzisa lokho kuphonsa.
tutorial-dice-exercise = Gijima noPhuzi uye phakathi nendawo: i-pawn yakho yokugcina ku-f2 iqhele ngezikwele eziyi-12 ncamashi. Amaqhaza amabili angenalutho angayingenisa ngqo.
tutorial-enter-exercise = Owokuqala ukuba nama-pawn amabili ebhodini uyawina. I-pawn entsha idinga u-1; i-pawn yakho esikiwe ibuya ngo-1 noma ngo-5.
tutorial-move-exercise = Owokuqala ukuletha i-pawn yesithathu phakathi nendawo uyawina. Ukuphonsa ngakunye kuhambisa i-pawn eyodwa, ngakho khetha kahle ukuthi iyiphi.
tutorial-safe-exercise = Owokuqala ukuletha i-pawn yesithathu phakathi nendawo uyawina. Ama-pawn aphuzi angasika awakho: yima ezikweleni eziphephile uma ungakwazi.
tutorial-cut-title = Ukusika
tutorial-cut-intro = I-pawn eqeda umnyakazo wayo esikweleni esijwayelekile lapho kumi khona i-pawn yomphikisi iyayisika. I-pawn ephuzi ku-b7 ingaphambi kweyakho ngezikwele ezine. Phonsa.
tutorial-cut-move = U-4! Hambisa i-pawn yakho phezu kwe-pawn ephuzi ukuze uyisike.
tutorial-cut-home = Isikiwe! I-pawn ephuzi isuke ebhodini. Ilinda eduze kwekhaya lePhuzi, futhi ibuya kuphela ngo-1 noma ngo-5. Ukusika akunikezi kuphonsa okwengeziwe, no-4 akuphindisi, ngakho manje kuphonsa oPhuzi.
tutorial-cut-safe = Ama-pawn amabili aphuzi angaphambi kwama-pawn akho amabili ngezikwele ezine, ku-g4 naku-c7. Kodwa u-g4 uyisikwele esiphephile, lapho kungasikwa muntu. Sika i-pawn ongayisika.
tutorial-cut-safe-wrong = Leyo pawn ingafika ku-g4, isikwele esiphephile: ingama eduze kwe-pawn ephuzi ingasiki lutho. Thatha leyo eku-c7.
tutorial-cut-gate = Ukusika kubuyisela i-pawn ekuqaleni kwendlela yayo. Ukusika kwakho kokuqala kwenza okungaphezulu: kuvula isango lakho, njengoba isifundo esilandelayo sizobonisa.
tutorial-cut-exercise = Owokuqala ukusika uyawina: sika i-pawn ephuzi ngaphambi kokuba oPhuzi asike eyakho.
tutorial-gate-title = Isango
tutorial-gate-intro = Ngemva komjikelezo owodwa wendandatho yangaphandle, indlela yakho iphendukela ngaphakathi emcibisholweni, isuka ku-c1 iya ku-b2, ibheke phakathi nendawo. Kodwa leyo ndlela ivaliwe uze usike i-pawn yomphikisi. Phonsa.
tutorial-gate-circle = U-4. Awukasiki muntu, ngakho i-pawn yakho ku-a1 ayikwazi ukuphendukela ngaphakathi: iqhubeka izungeza indandatho yangaphandle, idlule ekhaya lakho, iye ku-e1. Yihambise.
tutorial-gate-circled = Kuze kube ukusika kwakho kokuqala, ama-pawn akho aqhubeka ezungeza indandatho yangaphandle.
tutorial-gate-cut = I-pawn ephuzi imi ku-b1, ngaphambi kwe-pawn yakho eku-a2 ngezikwele ezimbili. Phonsa.
tutorial-gate-cut-move = U-2: yisike!
tutorial-gate-open = Ukusika kwakho kokuqala kuvule isango lakho, kuze kuphele umdlalo.
tutorial-gate-turn-throw = Njengoba isango livulekile, i-pawn yakho ku-b1 izophendukela ngaphakathi emcibisholweni. Phonsa.
tutorial-gate-turn = U-3: isuka ku-b1 iye ku-c1, ilandele umcibisholo iye ku-b2, bese iqhubekela ku-b3. Yihambise.
tutorial-gate-must = Uma isango lakho selivulekile, yonke i-pawn yakho edlula ku-c1 iphendukela ngaphakathi emcibisholweni; ayikho ephinde izungeze.
tutorial-gate-exercise = Owokuqala ukungenisa i-pawn ezindandathweni zangaphakathi uyawina. Akekho osesikile, ngakho kuqala kumele usike.
tutorial-centre-title = Izindandatho zangaphakathi nophakathi nendawo
tutorial-centre-intro = Ngemva kwesango, indlela yakho izungeza indandatho engu-5×5 ngokwewashi, bese izungeza indandatho engu-3×3 ngokwewashi, iphelele phakathi nendawo, ku-d4.
tutorial-centre-exact = I-pawn yakho ku-e5 iqhele ngezikwele ezine kusuka phakathi nendawo. Phonsa.
tutorial-centre-too-far = U-6 mningi kakhulu: i-pawn ifika phakathi nendawo kuphela ngenani elinembile, ngakho i-pawn eku-e5 ayikwazi ukuhamba. Hambisa i-pawn eku-d6.
tutorial-centre-again = U-6 ukunika okunye ukuphonsa. Phonsa futhi.
tutorial-centre-in = U-4, yilokho kanye i-pawn eku-e5 ekudingayo. Yihambisele phakathi nendawo.
tutorial-centre-done = Leyo pawn isiqedile: phakathi nendawo ayisaphinde ihambe.
tutorial-centre-exercise = Letha ama-pawn akho amabili okugcina phakathi nendawo ngaphambi kukaPhuzi. Inani elinembile kuphela elingenisa i-pawn.
tutorial-king-title = INkosi yomdlalo
tutorial-king-intro = Ama-pawn akho amathathu aphakathi nendawo, eyokugcina iqhele ngezikwele ezintathu. Umdlali wokuqala onama-pawn akhe onke phakathi nendawo uyawina futhi uba yiNkosi yomdlalo. Phonsa.
tutorial-king-move = U-3. Ngenisa i-pawn yakho yokugcina.
tutorial-king-won = UyiNkosi yomdlalo! Ngokuvamile umdlalo uphela lapha.
tutorial-king-places-intro = Ngomthetho wasekhaya othi "izindawo" umdlalo uyaqhubeka ngemva kweNkosi. Lapha noLuhlaza uyadlala. Phonsa, bese ungenisa i-pawn yakho yokugcina futhi.
tutorial-king-places-move = Yihambisele phakathi nendawo.
tutorial-king-places = UyiNkosi, futhi manje oLuhlaza noPhuzi baqhubeka bedlalela indawo yesibili neyesithathu. Umdlalo uphela uma kusele umdlali oyedwa kuphela osenama-pawn endleleni.
tutorial-king-exercise = Yiba yiNkosi yomdlalo: letha wonke ama-pawn akho phakathi nendawo ngaphambi kukaPhuzi.
tutorial-house-title = Imithetho yasekhaya
tutorial-house-intro = Imindeni idlala ngemithetho yasekhaya ehlukene, ekhethwa emdlalweni ngamunye omusha. Eyesintu kakhulu ngamathuba aqoqiwe: uqhubeka uphonsa inqobo nje uma uphonsa u-1, 5, 6 noma u-12, ugcine inani ngalinye, bese uhambisa kamuva. Phonsa.
tutorial-house-saved = U-5: liyagcinwa, futhi uphonsa futhi.
tutorial-house-saved-again = U-6: nalo liyagcinwa. Phonsa futhi.
tutorial-house-choose = U-2 uqeda ukuphonsa. Manje sebenzisa u-5, u-6 no-2 nganoma iyiphi indlela elandelanayo, i-pawn eyodwa ngenani ngalinye. Khetha u-2 kuqala.
tutorial-house-cut = Hambisa i-pawn eku-g6 ngezikwele ezimbili, phezu kwe-pawn ephuzi eku-f7.
tutorial-house-spend = Manje sebenzisa u-5 no-6: khetha inani, bese ukhetha i-pawn.
tutorial-house-spend-last = Nenani lokugcina.
tutorial-house-others = Eminye imithetho yasekhaya: "umklomelo wokusika" unikeza okunye ukuphonsa ngemva kokusika; "ukungena" kungavumela yonke i-pawn ngemva kweyokuqala ukungena ngo-1 noma ngo-5, noma kwenze ngisho ne-pawn esikiwe ilinde u-1; "izindawo" kuqhubeka ngemva kweNkosi; futhi abadlali bangaba nama-pawn angu-5 noma angu-6 esikhundleni sika-4. Ngaphandle kwemithetho yasekhaya udlala njengasezifundweni ezedlule. Iphaneli yemithetho yomdlalo ikhombisa leyo esetshenziswayo.
tutorial-house-exercise = Ngamathuba aqoqiwe, yiba yiNkosi ngaphambi kukaPhuzi. Kubalulekile ukuthi amanani owaqoqile uwasebenzisa ngaluphi uhlelo.

## Abadlali bekhompyutha

computer-failed = Umdlali wekhompyutha ka-{ $name } ({ $level }) wehlulekile: { $reason }. Uzoqhubeka adlale njenge-{ $easy }.
computer-thread-ended = intambo yayo iphele ngaphandle kokuhamba
