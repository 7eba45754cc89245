# Dhayam — isiZulu. One word per idea: see GLOSSARY.md beside this file. A pawn is
# ingcezu (izingcezu); the centre is isikwele esimaphakathi; a seat's name (Obomvu,
# Ophuzi…) or a player's name never takes a prefix glued to it.

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
fast-forward-hint = Amathuba ekhompyutha adlalwa masinyane, ngaphandle kokuma noma kopopayi
animation = Opopayi
undo-hint = Buyisela emuva umnyakazo wokugcina (ukuphonsa kuhlala kunjalo)
throw-hint = Phonsa amadayisi omabili (Space, noma chofoza amadayisi)
speed-off = valiwe
speed-slow = kancane
speed-normal = okujwayelekile
speed-fast = ngokushesha
rules-button = Imithetho
rules-hint = Indlela yokudlala i-Dhayam (F1)

real-dice = Amadayisi:
real-dice-off = Amadayisi ohlelo
real-dice-people = Amadayisi ethu
real-dice-everyone = Amadayisi ethu, nakumakhompyutha
real-dice-off-shells = Amagobolondo ohlelo
real-dice-people-shells = Amagobolondo ethu
real-dice-everyone-shells = Amagobolondo ethu, nakumakhompyutha
to-enter-throw-shells = { $name }: phonsa amagobolondo akho bese uthepha ngalinye elinomlomo phezulu
enter-throw-hint-shells = Thepha igobolondo ngalinye elinomlomo phezulu, bese ufaka ukuphonsa
real-dice-hint = Phonsa amadayisi akho (i-dhayakattai) bese uchofoza izinhlangothi azikhombisayo; iminyakazo, amacebo, ukubuyekeza nokulondoloza kusebenza ngendlela efanayo. Umdlalo olondoloziwe uqopha ukuthi lokhu kuphonsa kufakwe ngesandla.
enter-throw = Faka ukuphonsa
enter-throw-hint = Chofoza uhlangothi olukhonjiswa yidayisi ngalinye, bese ufaka ukuphonsa
entry-title = Amadayisi akho akhombisa:
entry-face = { $pips ->
    [0] Idayisi { $index }: uhlangothi olungenalutho
   *[other] Idayisi { $index }: { $pips }
}
entry-shells-title = Amagobolondo akho abonisa (thepha ngalinye elinomlomo phezulu):
entry-shell = { $up ->
    [0] Igobolondo { $index }: umlomo uphansi
   *[other] Igobolondo { $index }: umlomo uphezulu
}
to-enter-throw = { $name }: phonsa amadayisi akho bese uchofoza izinhlangothi zawo
game-options = Izinketho
game-options-hint = Indlela umdlalo ohamba ngayo esikrinini: opopayi, ijubane lamakhompyutha, iminyakazo ezenzakalelayo, ukuzijwayeza
palette = Imibala yezihlalo:
palette-traditional = Yendabuko
palette-colour-blind = Yabangaboni imibala kahle
palette-colour-blind-hint = Imibala ehlukaniswa yibo bonke abantu abangaboni imibala kahle, noma ngabe yiluphi uhlobo. Ingcezu ngayinye iphethe nophawu lwesihlalo sayo: Obomvu – unxantathu, Oluhlaza okotshani – isikwele, Ophuzi – inkanyezi, Oluhlaza okwesibhakabhaka – indilinga.

## Side panel

how-to-play = Indlela yokudlala
help-dice = Phonsa amadayisi amabili amade: inani yisamba sezinhlangothi ezingaphezulu, futhi izinhlangothi ezimbili ezingenalutho zibalwa njengo-12.
help-enter = U-1 ungenisa ingcezu entsha esikweleni sakho sasekhaya; ingcezu esikiwe ibuya ngo-1 noma ngo-5.
help-click = Chofoza ingcezu ezungezwe yindilinga, noma isikwele esinohlaka ezofika kuso. Beka igundane phezu kwayo ukuze ubone indlela yayo.
help-cut = Yehlela phezu kwengcezu yomphikisi emi yodwa esikweleni esijwayelekile ukuze uyisike. Izikwele ezinesiphambano ziphephile.
help-gate = Ukusika kwakho kokuqala kuvula isango lakho: bese izingcezu zilandela umcibisholo zingene ezindandathweni zangaphakathi.
help-again = U-1, 5, 6 no-12 banikeza okunye ukuphonsa. Owokuqala ukuletha zonke izingcezu esikweleni esimaphakathi uba yiNkosi.
this-turn = Leli thuba:
last-throw = Ukuphonsa kokugcina: { $name } { $value }
choose-value = Inani ozolisebenzisa:
# A seat played at another window, in a game at a distance.
player-online = ku-inthanethi
human = umuntu
house-rules-short = Imithetho yasekhaya:
gate-open-short = isango livuliwe
gate-open-tooltip = Isango livuliwe: lo mdlali usesikile, ngakho izingcezu zakhe zingalandela umcibisholo zingene ezindandathweni zangaphakathi
level-random = okungahleliwe
level-beginner = oqalayo
level-easy = kulula
level-medium = okuphakathi
level-hard = kunzima
level-expert = ingcweti
computer = ikhompyutha ({ $level })
pawns-home = { $done }/{ $total } esikweleni esimaphakathi
use-value = sebenzisa u-{ $value }
value-label = inani { $value }
no-value = alikabi bikho inani
option-setting = { $option }: { $value }
help-dice-cowrie6 = Phonsa amagobolondo ayisithupha: kubalwa lawo awela umlomo uphezulu; uma lingekho, kuba ngu-12.
help-dice-cowrie4 = Phonsa amagobolondo amane: lawo awela umlomo uphezulu abalwa ku-1 kuya ku-4; uma lingekho, kuba ngu-8.
help-enter-four = U-1 ungenisa ingcezu entsha esikweleni sakho sasekhaya; nengcezu esikiwe ibuya ngo-1 futhi.
help-gate-off = Alikho isango kulo mdlalo: izingcezu zakho zilandela umcibisholo zingene ezindandathweni zangaphakathi masinyane, ngisho ngaphambi kokusika.
help-again-four = U-1, 4 no-8 banikeza okunye ukuphonsa. Owokuqala ukuletha zonke izingcezu esikweleni esimaphakathi uba yiNkosi.
type-move-short = Umnyakazo:

## Status line

to-throw = { $name }: phonsa
throw-again = { $name }: phonsa futhi
to-move-one = { $name }: hambisa ingcezu { $value ->
    [one] isikwele esisodwa
   *[other] izikwele ezingu-{ $value }
}
to-move-choose = { $name }: khetha inani, bese ukhetha ingcezu
throwing = { $name } uphonsa amadayisi
thinking = { $name } uyacabanga...
cut-news = { $mover } usike ingcezu ka-{ $victim } ku-{ $square }
gate-open = Isango livulekele { $name }
finished = { $name } unazo zonke izingcezu esikweleni esimaphakathi
is-king = { $name } uyiNkosi!
team-wins = { $name } no-{ $partner } bayawina!
teams-line = Amaqembu: { $red } no-{ $yellow }; { $green } no-{ $blue }
to-move-one-or-enter = { $name }: hambisa ingcezu { $value ->
    [one] isikwele esisodwa
   *[other] izikwele ezingu-{ $value }
}, noma ungenise eyodwa
to-enter = { $name }: ngenisa ingcezu esikweleni sakho sasekhaya

## Moves in words (hints, the review, the move log)

move-enter-new = ingcezu entsha ingena ku-{ $square }
move-enter-cut = ingcezu esikiwe ibuyela ku-{ $square }
move-step = kusuka ku-{ $from } kuya ku-{ $to }
move-cut = kusuka ku-{ $from } kuya ku-{ $to }, kusikwa ingcezu ka-{ $victim }
move-pass = awukho umnyakazo
log-title = Iminyakazo
log-empty = Akukabi khona ukuphonsa. Ukuphonsa ngakunye nomnyakazo ngamunye kuzobhalwa lapha.
log-use = { $value }: { $move }
log-gate-open = isango liyavuleka
log-centre = ifika esikweleni esimaphakathi
log-king = { $name } uba yiNkosi
log-finished = { $name } uqedile
log-team-home = { $name } useqedile eqenjini: zonke izingcezu zakhe zisesikweleni esimaphakathi
log-lost = { $value }: lilahlekile, { $why }
lost-value = Inani { $value } lilahlekile: ayikho ingcezu ebingalisebenzisa
lost-new-one = ingcezu entsha idinga u-1
lost-new-one-or-five = ingcezu entsha idinga u-1 noma u-5
lost-cut-one = ingcezu esikiwe idinga u-1
lost-cut-one-or-five = ingcezu esikiwe idinga u-1 noma u-5
lost-past-centre = yonke ingcezu esebhodini ingadlula isikwele esimaphakathi
lost-own-pawns = izingcezu zakhe uqobo zivimba yonke iminyakazo
lost-blocked = yonke ingcezu esebhodini ingadlula isikwele esimaphakathi noma yehlele phezu kwenye ingcezu yakhe
lost-partner-pawns = izingcezu zomlingani zivimba indlela, futhi abalingani abasikani
lost-pair = ipheya lomphikisi livimba indlela
lost-twin = amawele omphikisi asikwa ngamawele kuphela
cannot-use-why = { $count ->
    [1] { $name } akakwazi ukusebenzisa u-{ $values }: { $why }
   *[other] { $name } akakwazi ukusebenzisa amanani { $values }: { $why }
}

## Seats

seat-red = Obomvu
seat-green = Oluhlaza okotshani
seat-yellow = Ophuzi
seat-blue = Oluhlaza okwesibhakabhaka
# A seat named on its own as its side, where a sentence holds its colour alone (online play's
# phrases and seat news): Thai says "สีแดง", the others the colour itself.
seat-side = { $seat }

## Accessible names on the board and dice

square = isikwele { $square }
pawn-on = { $count ->
    [1] ingcezu ka-{ $seat } ku-{ $square }
   *[other] izingcezu zika-{ $seat } ezingu-{ $count } ku-{ $square }
}
pawn-waiting-new = ingcezu ka-{ $seat } elindile (entsha)
pawn-waiting-cut = ingcezu ka-{ $seat } elindile (esikiwe)
die = { $pips ->
    [0] idayisi { $index } likhombisa uhlangothi olungenalutho
   *[other] idayisi { $index } likhombisa { $pips }
}
shells-landed = { $up ->
    [0] alikho igobolondo elinomlomo phezulu: { $value }
    [one] igobolondo eli-1 linomlomo phezulu: 1
   *[other] amagobolondo angu-{ $up } anomlomo phezulu: { $up }
}

## New game dialog

new-game-title = Umdlalo omusha
seats = Izihlalo
name = Igama
house-rules = Imithetho yasekhaya
presets = Njengoba imindeni idlala
preset-tamil-nadu = ETamil Nadu: amadayisi amade
preset-tamil-nadu-line = Umdlalo njengoba uchazwa emibhalweni yokuqala: amadayisi amabili amade ethusi ebhodini elingu-7 × 7, njengoba imindeni yaseTamil Nadu idlala i-Dhayam.
preset-six-cowries = Amagobolondo ayisithupha
preset-six-cowries-line = I-Thayam iphonswa ngamagobolondo ayisithupha esikhundleni samadayisi, njengoba imindeni eminingi yamaTamil yenza: kubalwa awela umlomo uphezulu, uma lingekho kuba ngu-12.
preset-thaayam = I-Thaayam: amagobolondo amane, 5 × 5
preset-thaayam-line = Ibhodi elincane le-Thaayam, i-Chowka Bara ne-Ashta Chamma, iphonswa ngamagobolondo amane (noma izinhlamvu zikamtamarind): awela umlomo uphezulu abalwa ku-1 kuya ku-4, uma lingekho kuba ngu-8.
preset-partners = Abalingani
preset-partners-line = Abadlali abane njengamaqembu amabili, abalingani bebhekene, njengoba imindeni idlala eTamil Nadu naseKarnataka: iqembu liyawina lapho abalingani bobabili sebefikile.
preset-custom = Okwakho
preset-custom-line = Ukukhetha kwakho imithetho yasekhaya engezansi.
pawns-each = Izingcezu zomdlali ngamunye
seed = Imbewu yamadayisi
seed-hint = Imbewu efanayo inikeza ukuphonsa okufanayo: yibhale ukuze uphinde udlale umdlalo
seed-invalid = Imbewu kumele ibe inombolo ephelele
need-two-seats = Khetha okungenani izihlalo ezimbili
two-must-be-opposite = Abadlali ababili bahlala bebhekene: Obomvu no-Ophuzi, noma Oluhlaza okotshani no-Oluhlaza okwesibhakabhaka
partners-need-four = Abalingani badlala nazo zonke izihlalo ezine
seat-plays = { $seat } uyadlala
seat-player = umdlali ka-{ $seat }
seat-name = igama lika-{ $seat }
option-turn = Amathuba
option-entry = Ukungena
option-cutbonus = Ukuphonsa futhi emva kokusika
option-places = Izindawo
option-pawns = Izingcezu
option-turn-explain = Masinyane: sebenzisa ukuphonsa ngakunye ngaphambi kokulandelayo. Ngokuqoqa: qhubeka uphonsa uma uthola u-1, 5, 6 noma u-12, bese usebenzisa amanani owagcinile nganoma yiluphi uhlelo.
option-entry-explain = Yikuphi ukuphonsa okungenisa ingcezu ebhodini: ingcezu entsha ngo-1, ingcezu esikiwe ngo-1 noma ngo-5 (okujwayelekile); ngemva kwengcezu yokuqala, noma iyiphi ngo-1 noma ngo-5; noma ngo-1 kuphela.
option-cutbonus-explain = Ukusika kunikeza okunye ukuphonsa.
option-places-explain = Ngemva kweNkosi, qhubeka udlalela indawo yesibili neyesithathu.
option-pawns-explain = Izingcezu ezingaki umdlali ngamunye okumele aziyise esikweleni esimaphakathi.
option-dice = Kuphonswa
option-dice-explain = Amadayisi amade amabili (1 kuya ku-6, no-12 uma womabili engenalutho), noma amagobolondo ayisithupha: kubalwa lawo awela umlomo uphezulu; uma lingekho, kuba ngu-12. Amagobolondo amane abala ku-1 kuya ku-4; uma lingekho, kuba ngu-8.
dice-long = Amadayisi amade
dice-cowrie6 = Amagobolondo ayisithupha
dice-cowrie4 = Amagobolondo amane
option-board = Ibhodi
option-board-explain = Ibhodi elingu-7 × 7, noma ibhodi le-Thaayam elingu-5 × 5: indlela emfushane yezikwele ezingu-25; isikwele esiphephile yikhaya nesikwele esimaphakathi kuphela.
board-7x7 = 7 × 7
board-5x5 = 5 × 5
option-gate = Isango
option-gate-explain = Kuyasebenza: izingcezu zomdlali zingena ezindandathweni zangaphakathi kuphela emva kokuba umdlali esike ingcezu. Akusebenzi: zingena ngokushesha, njenge-Thaayam kaBell.
option-teams = Abalingani
option-teams-explain = Abadlali abane bangamaqembu amabili, abalingani bebhekene (Obomvu no-Ophuzi, Oluhlaza okotshani no-Oluhlaza okwesibhakabhaka): akekho osika ingcezu yomlingani wakhe, futhi iqembu liyawina lapho abalingani bobabili benazo zonke izingcezu esikweleni esimaphakathi.
option-forpartner = Ukuphonsela umlingani
option-forpartner-explain = Nabalingani: umdlali ozingcezu zakhe zonke zisesikweleni esimaphakathi uqhubeka nokudlala, aphonsele umlingani futhi ahambise izingcezu zomlingani.
for-partner = { $name } ephonsela u-{ $partner }
option-pairs = Amapheya
option-pairs-explain = Akusebenzi: ingcezu eyodwa esikweleni. Ukuvimba: izingcezu ezimbili zomdlali zingahlala ndawonye esikweleni esivamile njengepheya, futhi ayikho ingcezu yomphikisi engehlela epheyeni noma ilidlule. Amawele: izingcezu ezimbili zomdlali esikweleni esivamile zihamba ndawonye, futhi amawele asikwa ngamawele kuphela.
pairs-block = Ukuvimba
pairs-twin = Amawele
turn-immediate = masinyane
turn-pooled = ngokuqoqa
entry-seed = okujwayelekile
entry-open5 = 1 noma 5 ngemva kweyokuqala
entry-one = 1 kuphela
off = akusebenzi
on = kuyasebenza
option-turn-explain-four = Masinyane: sebenzisa ukuphonsa ngakunye ngaphambi kokulandelayo. Ngokuqoqa: qhubeka uphonsa uma uthola u-1, 4 noma u-8, bese usebenzisa amanani owagcinile nganoma yiluphi uhlelo.
option-entry-explain-four = Yikuphi ukuphonsa okungenisa ingcezu ebhodini: amagobolondo amane awaniki u-5, ngakho kunoma yikuphi ukukhetha ingcezu ingena ngo-1 kuphela.

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
illegal-no-such-pawn = Ayikho ingcezu ethi “{ $pawn }” ongayihambisa.
illegal-entry-one = Le ngcezu idinga u-1 ukuze ingene.
illegal-entry-one-five = Le ngcezu idinga u-1 noma u-5 ukuze ingene.
illegal-pawn-finished = Ingcezu esesikweleni esimaphakathi ayisaphinde ihambe.
illegal-past-centre = Isikwele esimaphakathi sidinga inani eliqondile.
illegal-own-pawn = Ku-{ $square } kukhona ingcezu yakho.
illegal-partner-pawn = Ku-{ $square } kukhona ingcezu yomlingani wakho: abalingani abasikani.
illegal-pair-there = Ku-{ $square } kukhona ipheya lomphikisi: ayikho ingcezu ehlela epheyeni.
illegal-twin-there = Ku-{ $square } kukhona amawele omphikisi: amawele asikwa ngamawele kuphela.
illegal-pair-in-the-way = Ipheya lomphikisi ku-{ $square } livimba indlela: ayikho ingcezu edlula kulo.
illegal-must-move = Umnyakazo uyenzeka, ngakho ukuphonsa kumele kusetshenziswe.
throw-move-first = Sebenzisa inani elilindile ngaphambi kokuphonsa futhi.
throw-other-implement = Lokho kuphonsa akukhona okwamadayisi noma amagobolondo asetshenziswa kulo mdlalo.

## Errors: positions

pos-seat-count = { $count ->
    [0] Akukho sihlalo esidlalayo; umdlalo udinga ezi-2 kuya kwezi-4.
    [1] Kudlala isihlalo esisodwa kuphela; umdlalo udinga ezi-2 kuya kwezi-4.
   *[other] Kudlala izihlalo ezingu-{ $count }; umdlalo udinga ezi-2 kuya kwezi-4.
}
pos-not-opposite = { $first } no-{ $second } abahlali bebhekene; abadlali ababili kumele bahlale bebhekene.
pos-pawn-count = { $found ->
    [0] { $seat } akanangcezu
    [1] { $seat } unengcezu eyodwa
   *[other] { $seat } unezingcezu ezingu-{ $found }
}; lo mdlalo usebenzisa ezingu-{ $expected }.
pos-past-closed-gate = Ingcezu ka-{ $seat } iku-{ $progress } ngaphakathi kwesango layo, kodwa isango livaliwe.
pos-shared-square = { $first } no-{ $second } babelana ngesikwele esijwayelekile { $square }.
pos-cut-without-cutter = Ingcezu ka-{ $seat } isikiwe, kodwa akekho osesike ingcezu.
pos-cut-by-absent = { $seat } ubhalwe njengosesikile, kodwa akadlali.
pos-finished-absent = { $seat } ubhalwe njengoqedile, kodwa akadlali.
pos-finished-without-places = Izihlalo zibhalwe njengeziqedile, kodwa umdlalo awudlalelwa izindawo.
pos-finished-pawns-out = { $seat } ubhalwe njengoqedile, kodwa usenezingcezu ezingekho esikweleni esimaphakathi.
pos-finished-not-listed = Zonke izingcezu zika-{ $seat } zisesikweleni esimaphakathi, kodwa akabhalwanga njengoqedile.
pos-every-seat-finished = Zonke izihlalo zibhalwe njengeziqedile.
pos-two-kings = { $first } no-{ $second } abakwazi bobabili ukuba yiNkosi.
pos-throw-again-immediate = Kulindile okunye ukuphonsa, kodwa umthetho wamathuba uthi masinyane.
pos-several-values = Kulindile amanani angu-{ $count }, kodwa uma kudlalwa masinyane kungalinda inani elilodwa kuphela.
pos-throw-again-without-values = Kulindile okunye ukuphonsa ngaphandle kwamanani alondoloziwe.
pos-too-many-values = Kulindile amanani angu-{ $count }; maningi kunalokho ithuba elilodwa elingakubamba.
pos-to-move-absent = Yithuba lika-{ $seat }, kodwa akadlali.
pos-to-move-finished = Yithuba lika-{ $seat }, kodwa usevele uqedile.
pos-teams-need-four = Abalingani badlala nabadlali abane; lapha badlala abangu-{ $count }.
pos-for-partner-needs-teams = Ukuphonsela umlingani kudinga abalingani (teams=on).
pos-finished-after-the-end = { $seat } ubhalwe njengoqede ngemva kokuba iqembu selinqobile, okuqeda umdlalo.
pos-crowded = Izingcezu ezintathu zika-{ $seat } zimi ku-{ $square }; isikwele esivamile sithatha ipheya elilodwa kuphela.
pos-off-route = Ingcezu ka-{ $seat } iku-{ $progress }, ngale kwesikwele esimaphakathi; kule bhodi isikwele esimaphakathi siku-{ $centre }.
pos-not-a-throw = U-{ $value } ulindele ukusetshenziswa, kodwa ukuphonsa kwalo mdlalo ngu-{ $values } kuphela.

## Errors: replays, saved games and settings

replay-start = Umdlalo awukwazi ukuqala: { $reason }
replay-throw = Isenzo { $ply }: ukuphonsa akuvunyelwe lapha. { $reason }
replay-move = Isenzo { $ply }: umnyakazo { $mv } wephula imithetho. { $reason }
replay-past-end = Isenzo { $ply } singale kokuphela kombhalo womdlalo ({ $len ->
    [1] umbhalo unesenzo esisodwa
   *[other] umbhalo unezenzo ezingu-{ $len }
}).
save-io = { $path }: { $message }
save-too-large = Ifayela lingamabhayithi angu-{ $bytes }, likhulu kakhulu kumdlalo we-Dhayam.
save-not-text = Ifayela akuwona umbhalo.
save-syntax = Ifayela akulona ifayela lomdlalo elivumelekile: { $detail }
save-not-dhayam = Ifayela akuwona umdlalo we-Dhayam.
save-newer-version = Ifayela lalondolozwa nge-Dhayam entsha (ifomethi { $found }). Sicela ufake inguqulo entsha yohlelo.
save-bad-version = Inguqulo yefomethi { $found } ayikho.
save-bad-rules = Imithetho yasekhaya efayeleni ayilungile: { $detail }
save-bad-seats = Izihlalo efayeleni azilungile: { $detail }
save-bad-ply = Isenzo { $ply } (“{ $text }”): lokhu akusikho ukuphonsa futhi akusiwona umnyakazo.
save-replay = Umdlalo olondoloziwe wephula imithetho. { $reason }
save-dice-mismatch = Ukuphonsa esenzweni { $ply } akusikho lokho okunikezwa yimbewu yamadayisi.
save-bad-position = Isimo esilondoloziwe asilungile: { $detail }
save-position-mismatch = Isimo esilondoloziwe “{ $stored }” akusona lapho iminyakazo iholela khona (“{ $replayed }”).
save-outcome-mismatch = Umphumela olondoloziwe awuhambisani nendlela iminyakazo ephela ngayo.
save-online-dice = Amadayisi omdlalo we-inthanethi akaphumelelanga ekuhlolweni: { $detail }

## The rules overlay

rules-title = Imithetho ye-Dhayam
rules-close = Vala
rules-contents = Okuqukethwe
rules-changed = kushintshiwe kulo mdlalo
rules-usual = ngokujwayelekile: { $value }
rules-in-game = Kulo mdlalo: { $value }
rules-dice-title = Amadayisi
rules-dice-body = I-Dhayam idlalwa ngamadayisi amabili amade anezinhlangothi ezine, i-dhayakattai. Uhlangothi olulodwa alunalutho, ezinye zinamachashaza angu-1, 2 no-3. Ukuphonsa kubala izinhlangothi ezimbili ezingaphezulu ndawonye; izinhlangothi ezimbili ezingenalutho zibalwa njengo-12. Ngakho ukuphonsa kungaba ngu-1, 2, 3, 4, 5, 6 noma 12.
rules-dice-caption = 1 + 2 = 3, futhi izinhlangothi ezimbili ezingenalutho = 12
rules-shells-title = Amagobolondo
rules-shells-body = Lo mdlalo uphonswa ngamagobolondo ayisithupha. Waphonse ndawonye bese ubala lawo awela umlomo uphezulu: lokho kuwukuphonsa, 1 kuya ku-6; uma lingekho elinomlomo phezulu, ukuphonsa kungu-12. Amanani afana nawamadayisi, kodwa awaveli kaningi ngokufanayo: kokuphonsa okungu-64 kwamagobolondo angachemile, cishe okungu-6 kunika u-1, okungu-15 kunika u-2, okungu-20 kunika u-3, okungu-15 kunika u-4, okungu-6 kunika u-5, okukodwa kunika u-6 nokukodwa kunika u-12. U-1, 5, 6 noma 12 uphonsa futhi, njengasemadayisini.
rules-shells-caption = Amagobolondo amane anomlomo phezulu = 4, futhi lingekho = 12
rules-four-shells-title = Amagobolondo amane
rules-four-shells-body = Lo mdlalo uphonswa ngamagobolondo amane (noma izinhlamvu ezine zikamtamarind, uhlangothi oluyisicaba luwumlomo). Bala lawo awela umlomo uphezulu: yilokho ukuphonsa, 1 kuya ku-4; uma lingekho elinomlomo phezulu, ukuphonsa kuba ngu-8. Kokuphonsa okungu-16 kwamagobolondo angachemile, cishe okungu-4 kunika u-1, okungu-6 kunika u-2, okungu-4 kunika u-3, okukodwa kunika u-4 nokukodwa kunika u-8. U-1, u-4 noma u-8 uphonsa futhi; u-2 noma u-3 uqeda ithuba. Ingcezu ingena ngo-1, nengcezu esikiwe ibuya ngo-1.
rules-four-shells-caption = Amagobolondo amabili anomlomo phezulu = 2, futhi lingekho = 8
rules-partners-title = Abalingani
rules-partners-body = Kulo mdlalo abadlali abane badlala njengamaqembu amabili, abalingani bahlala bebhekene: Obomvu no-Ophuzi, Oluhlaza okotshani no-Oluhlaza okwesibhakabhaka. Ingcezu ayilokothi yehlele engcezwini yomlingani wayo esikweleni esivamile, ngakho abalingani abasikani; esikweleni esiphephile bema ndawonye njengabo bonke. Umdlali onazo zonke izingcezu esikweleni esimaphakathi uqedile futhi uyeqwa; iqembu liyawina lapho abalingani bobabili benazo zonke izingcezu esikweleni esimaphakathi.
rules-partners-body-forpartner = Kulo mdlalo abadlali abane badlala njengamaqembu amabili, abalingani behlala maqondana: Obomvu no-Ophuzi, Oluhlaza okotshani no-Oluhlaza okwesibhakabhaka. Ingcezu ayihleli engcezwini yomlingani wayo esikweleni esivamile, ngakho abalingani abasikani; esikweleni esiphephile bangama ndawonye njengabo bonke. Umdlali ozingcezu zakhe zonke zisesikweleni esimaphakathi uqhubeka nokudlala, aphonsele umlingani futhi ahambise izingcezu zomlingani; iqembu liyawina uma zonke izingcezu zabalingani bobabili zisesikweleni esimaphakathi.
rules-partners-caption = Ingcezu ka-Obomvu ku-f7 ayikwazi ukuhamba u-1: u-Ophuzi, umlingani wakhe, umi ku-e7
rules-pairs-title = Amapheya
rules-pairs-body = Kulo mdlalo izingcezu ezimbili zomdlali zingama ndawonye esikweleni esivamile njengepheya. Ipheya livimba indlela: ayikho ingcezu yomphikisi engehlela kulo noma ilidlule, kodwa izingcezu zomnikazi zidlula ngokukhululekile. Ingcezu eyodwa isikwa njengokujwayelekile; eyesithathu ayijoyini ipheya.
rules-pairs-caption = Ipheya lika-Oluhlaza okotshani ku-g5 livimba ingcezu ka-Obomvu ku-g2: u-4 akakwazi ukudlula
rules-twins-title = Amawele
rules-twins-body = Kulo mdlalo izingcezu ezimbili zomdlali esikweleni esivamile esisodwa ziba amawele, futhi amawele ahamba ndawonye: noma iyiphi ingcezu ihanjiswa, zombili ziyahamba. Amawele asikwa ngamawele kuphela, bese zombili izingcezu zawo zibuyela emuva; ingcezu eyodwa ayihleli emaweleni omphikisi, kodwa amawele asika ingcezu eyodwa njengoba kwenza noma iyiphi ingcezu. Izingcezu zidlula amawele ngokukhululekile, futhi eyesithathu ayijoyini.
rules-twins-caption = Amawele ka-Obomvu ku-g2 ahamba u-1 aye emaweleni ka-Oluhlaza okotshani ku-g3 futhi asika zombili izingcezu
rules-board-title = Ibhodi
rules-board-body = Ibhodi linezikwele ezingu-7 × 7. Isikwele esiphakathi konqenqema ngalunye lwebhodi yikhaya lomdlali: Obomvu phansi, Oluhlaza okotshani kwesokudla, Ophuzi phezulu, Oluhlaza okwesibhakabhaka kwesokunxele. Abadlali ababili bahlala bebhekene. Ingcezu ngayinye ihamba indlela yayo edlula kuzo zonke izikwele: izungeza indandatho yangaphandle, bese ingena izungeza izindandatho ezincane ize ifike esikweleni esimaphakathi.
rules-board-caption = Indlela ka-Obomvu, kusukela ekhaya kuya esikweleni esimaphakathi
rules-small-board-title = Ibhodi elingu-5 × 5
rules-small-board-body = Lo mdlalo udlalwa ebhodini le-Thaayam elinezikwele ezingu-5 × 5. Isikwele esiphakathi sohlangothi ngalunye yikhaya lomdlali: Obomvu ku-c1, Oluhlaza okotshani ku-e3, Ophuzi ku-c5, Oluhlaza okwesibhakabhaka ku-a3. Amakhaya amane nesikwele esimaphakathi c3 kuphela okuyisikwele esiphephile. Ingcezu ngayinye ihamba izungeza indandatho yangaphandle yezikwele ezingu-16, bese, uma umdlali esesikile, ingena endandathweni yangaphakathi yezikwele ezingu-8, iyizungeze ngakolunye uhlangothi, ingene esikweleni esimaphakathi: izikwele ezingu-25 kusukela ekhaya kuya esikweleni esimaphakathi, kuqedwa ngokuphonsa okuqondile.
rules-small-board-body-nogate = Lo mdlalo udlalwa ebhodini le-Thaayam elinezikwele ezingu-5 × 5. Isikwele esiphakathi sohlangothi ngalunye yikhaya lomdlali: Obomvu ku-c1, Oluhlaza okotshani ku-e3, Ophuzi ku-c5, Oluhlaza okwesibhakabhaka ku-a3. Amakhaya amane nesikwele esimaphakathi c3 kuphela okuyisikwele esiphephile. Ingcezu ngayinye ihamba izungeza indandatho yangaphandle yezikwele ezingu-16, bese ingena ngqo endandathweni yangaphakathi yezikwele ezingu-8 (lo mdlalo awunalo isango), iyizungeze ngakolunye uhlangothi, ingene esikweleni esimaphakathi: izikwele ezingu-25 kusukela ekhaya kuya esikweleni esimaphakathi, kuqedwa ngokuphonsa okuqondile.
rules-small-board-caption = Indlela ka-Obomvu ebhodini elingu-5 × 5, kusukela ekhaya kuya esikweleni esimaphakathi
rules-enter-title = Ukungena
rules-enter-body = Zonke izingcezu ziqala zingaphandle kwebhodi. Ingcezu entsha ingena esikweleni sakho sasekhaya kuphela uma uphonse u-1. Ingcezu esikiwe ibuya ngo-1 noma ngo-5.
rules-enter-body-four = Zonke izingcezu ziqala ngaphandle kwebhodi. Ingcezu ingena esikweleni sakho sekhaya kuphela ngokuphonsa u-1, nengcezu esikiwe ibuya ngo-1 futhi: amagobolondo amane awaniki u-5.
rules-enter-caption = U-1: ingcezu elindile ingena ekhaya layo
rules-move-title = Ukuhamba
rules-move-body = Ingcezu ihamba iye phambili endleleni yayo izikwele ezilingana ncamashi nenani lokuphonsa. Ukuphonsa okukodwa kuhambisa ingcezu eyodwa; akwahlukaniswa. Izingcezu zingeqa ezinye. Uma umnyakazo ukhona, kumele uwenze; uma ungekho, ukuphonsa kulahleka. U-1, 5, 6 no-12 banikeza okunye ukuphonsa.
rules-move-body-four = Ingcezu ihamba iye phambili endleleni yayo izikwele ezilingana ncamashi nokuphonsa. Ukuphonsa okukodwa kuhambisa ingcezu eyodwa; akwehlukaniswa. Izingcezu zingeqa ezinye. Uma kukhona okungahanjwa kufanele ukwenze; uma kungekho, ukuphonsa kuyalahleka. Ukuphonsa u-1, u-4 no-8 kunika ukuphonsa futhi.
rules-move-caption = U-4: ingcezu ihamba izikwele ezine
rules-cut-title = Ukusika nezikwele eziphephile
rules-cut-body = Uma ingcezu yakho yehlela phezu kwengcezu yomphikisi esikweleni esijwayelekile, uyayisika: iphuma ebhodini futhi kumele iphinde ingene. Isikwele esijwayelekile siba nengcezu eyodwa kuphela, futhi asilokothi sibe nezingcezu zakho ezimbili. Izikwele ezinesiphambano ziphephile: zingaba nezingcezu eziningi, futhi akekho osikwa khona.
rules-cut-caption = Obomvu wehlela phezu kwengcezu ka-Ophuzi futhi uyayisika
rules-gate-title = Isango
rules-gate-body = Izingcezu zakho zingashiya indandatho yangaphandle kuphela ngemva kokuba usike okungenani kanye. Lokho kusika kokuqala kuvula isango lakho: bese izingcezu zilandela umcibisholo oseduze nekhaya lakho zingene ezindandathweni zangaphakathi. Kuze kube yilapho, ziqhubeka zizungeza indandatho yangaphandle.
rules-gate-caption = Isango livuliwe: ingcezu ilandela umcibisholo ingene ngaphakathi
rules-gate-panel = Kuphaneli eseceleni, lo mcibisholo oseduze negama lomdlali usho ukuthi isango lakhe livuliwe.
rules-centre-title = Isikwele esimaphakathi
rules-centre-body = Isikwele esimaphakathi sidinga ukuphonsa okuqondile: umnyakazo ongadlula kuso awuvunyelwe. Ingcezu esesikweleni esimaphakathi isiqedile futhi ayisaphinde ihambe.
rules-centre-caption = U-3 uletha ingcezu ncamashi esikweleni esimaphakathi
rules-win-title = Ukunqoba
rules-win-body = Umdlali wokuqala oletha zonke izingcezu zakhe esikweleni esimaphakathi uyanqoba futhi uba yiNkosi yomdlalo.
rules-win-caption = Zonke izingcezu zisesikweleni esimaphakathi: Obomvu uyiNkosi
rules-house-title = Imithetho yasekhaya
rules-house-body = Imindeni idlala i-Dhayam ngezindlela ezihluke kancane. Le mithetho ikhethwa ewindini lomdlalo omusha; leyo lo mdlalo oyidlala ngendlela ehlukile kunejwayelekile imakiwe.

## Amacebo, amathemba okunqoba nokubuyekezwa komdlalo

hint = Icebo
hint-tooltip = Bonisa umnyakazo ongcono kakhulu manje, nethemba lokuthi ukwenze iNkosi (H)
hint-thinking = Kufunwa umnyakazo ongcono kakhulu...
hint-best = Icebo: { $move }
hint-chance = Ithemba lokuba yiNkosi: { $percent }
hint-next = olandelayo ngobuhle { $move }: { $percent } ({ $difference })
win-chances = Amathemba okunqoba
win-chances-setting = Bonisa amathemba okunqoba
win-chances-hint = Ibha ephaneli eseceleni ekhombisa ithemba lomdlali ngamunye lokuba yiNkosi, elilinganiswa kabusha emva komnyakazo ngamunye
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
review-row = { $number }. { $name }: { $played }
review-row-throw = { $number }. { $name } ngo-{ $value }: { $played }
review-lost = Ithemba lokunqoba elilahlekile: { $loss }. Umnyakazo ongcono kakhulu: { $best }.
review-best-move = umnyakazo ongcono kakhulu
review-played-move = umnyakazo odlaliwe
review-at = Umnyakazo { $number } kweminyakazo engu-{ $total }
review-end = Ukuphela komdlalo
review-played-by = { $name }: { $played }
review-error-rate = amaphutha: { $percent }
review-luck = inhlanhla yokuphonsa: { $luck } ethembeni lokunqoba
review-luck-hint = Ukuthi ukuphonsa kwalo mdlali kwamsiza kangakanani: ukuphonsa ngakunye kwenyusa noma kwehlisa ithemba lakhe lokuba yiNkosi, kuqhathaniswa nokuphonsa okujwayelekile endaweni efanayo, kwahlanganiswa umdlalo wonke. Ngaphezu kuka-0 ukuphonsa kwasiza; ngaphansi kuka-0 kwaphazamisa.
review-error-hint = Ingxenye yezinqumo ezimakwe ngo-?!, ? noma ??
review-marks = ?! kulahleke u-2% noma ngaphezulu, ? u-5% noma ngaphezulu, ?? u-10% noma ngaphezulu
review-board = Ibhodi ngaphambi komnyakazo { $number }
review-as-good = Akukho okulahlekile: kuhle njengomnyakazo ongcono kakhulu ({ $best }).
review-judging = Kuhlolwa izinqumo: { $judged } kwezingu-{ $total }

## Isifundo esiqondisayo.

tutorial-hint = Funda i-Dhayam isinyathelo ngesinyathelo ebhodini langempela
tutorial-no-throw-now = Hhayi manje: qala wenze lokho umlayezo okucelayo.
tutorial-dice-title = Amadayisi amade
tutorial-dice-intro = I-Dhayam idlalwa ngamadayisi amabili amade. Ngalinye linezinhlangothi ezine ezinde: olulodwa alunalutho, ezinye zinamachashaza angu-1, 2 no-3. Ukuphonsa kubala izinhlangothi ezimbili eziwela phezulu.
tutorial-dice-throw = Phonsa amadayisi: wachofoze, noma uchofoze okuthi “Phonsa”.
tutorial-dice-sum = U-2 no-1 benza u-3. Awukabi nangcezu ebhodini, futhi u-3 akangenisi ngcezu, ngakho lokhu kuphonsa kulahlekile futhi ithuba lakho liyaphela.
tutorial-dice-throw-again = Lapha siyeqa ithuba lika-Ophuzi: phonsa futhi.
tutorial-dice-twelve = Izinhlangothi ezimbili ezingenalutho! Zibalwa njengo-12, hhayi u-0: ukuphonsa okukhulu kunakho konke, futhi kukunika okunye ukuphonsa. Ngakho ukuphonsa kungaba ngu-1, 2, 3, 4, 5, 6 noma 12.
tutorial-enter-title = Ukungena ebhodini
tutorial-enter-intro = Izingcezu zakho zilinde eduze kwesikwele sakho sasekhaya, esinesiphambano. Ingcezu entsha ingena kuso kuphela uma uphonse u-1. Phonsa.
tutorial-enter-one = U-1! Chofoza ingcezu elindile ukuze uyingenise esikweleni sakho sasekhaya.
tutorial-enter-again = U-1 ukunika okunye ukuphonsa. Phonsa futhi.
tutorial-enter-four = U-4 akakwazi ukungenisa ingcezu entsha. Hambisa ingcezu esesikweleni sakho sasekhaya izikwele ezine endleleni yayo.
tutorial-enter-cut = Ingcezu esikiwe nayo ilinda eduze kwekhaya lakho, inesiphambano, futhi ibuya ngo-1 noma ngo-5. Uphonse u-5: buyisa ingcezu esikiwe.
tutorial-move-title = Ukuhamba nokuphonsa futhi
tutorial-move-intro = Ingcezu ihamba iye phambili endleleni yayo ngenani eliqondile lokuphonsa, futhi ukuphonsa okukodwa kuhambisa ingcezu eyodwa. Phonsa.
tutorial-move-six = U-6. Khetha ingcezu uyihambise izikwele eziyisithupha.
tutorial-move-again = U-6 ukunika okunye ukuphonsa, kanjalo no-1, 5 no-12. Phonsa futhi.
tutorial-move-three = U-3. Hambisa ingcezu izikwele ezintathu.
tutorial-move-turn-passes = Emva kuka-2, 3 noma 4 ithuba lakho liyaphela, bese umdlali olandelayo ephonsa.
tutorial-safe-title = Izikwele eziphephile
tutorial-safe-intro = Izikwele ezinesiphambano ziphephile: amakhaya amane, amagumbi amane endandatho elandela eyangaphandle (b2, f2, f6, b6), nesikwele esimaphakathi, u-d4. Uphonse u-4: hambisa ingcezu engafinyelela esikweleni esimakiwe, u-g4.
tutorial-safe-shared = Ingcezu yakho ihlala ku-g4 kanye nengcezu ka-Ophuzi. Esikweleni esiphephile kungama izingcezu eziningi, futhi akekho osikwayo.
tutorial-safe-own = Esikweleni esijwayelekile kungama ingcezu eyodwa kuphela, ngakho lapho awukwazi ukuqeda umnyakazo phezu kwengcezu yakho. Ngo-4 ingcezu eku-g1 ingafika phezu kwengcezu yakho eku-g5: esikhundleni salokho hambisa ingcezu eku-g5.
tutorial-keys = Okhiye: umcibisholo wesokudla noma u-Enter okulandelayo, umcibisholo wesokunxele emuva, u-Space phonsa, u-Esc phuma.
tutorial-choose-value = Khetha inani ozolisebenzisa:
tutorial-not-that-value = Lelo nani nalo ligciniwe, kodwa lesi sinyathelo sicela elinye.
tutorial-exercise-players = Wena ungumdlali { $you }, ikhompyutha esezingeni elithi “Kulula” ingumdlali { $computer }. Manje amadayisi aphonswa ngempela.
tutorial-exercise-won = Uphumelele! Qhubekela esifundweni esilandelayo, noma uphinde udlale lo msebenzi.
tutorial-exercise-lost = { $seat } ufike kuqala. Zama futhi: amadayisi azowa ngenye indlela.
tutorial-event-threw = { $seat } uphonse u-{ $value }.
tutorial-event-entered = { $seat } ungenise ingcezu ku-{ $square }.
tutorial-event-moved = { $seat } uhambise ingcezu isuka ku-{ $from } iya ku-{ $to }.
tutorial-event-cut = { $seat } uhambise ingcezu isuka ku-{ $from } iya ku-{ $to }, yasika ingcezu ka-{ $victim }.
tutorial-event-lost = { $seat } akakwazanga ukusebenzisa lokho kuphonsa.
tutorial-dice-exercise = Qhudelana no-Ophuzi ukufika kuqala esikweleni esimaphakathi: ingcezu yakho yokugcina, eku-f2, iqhele ngezikwele eziyi-12 ncamashi. Izinhlangothi ezimbili ezingenalutho zingayingenisa ngqo.
tutorial-enter-exercise = Owokuqala ukuba nezingcezu ezimbili ebhodini uyawina. Ingcezu entsha idinga u-1; ingcezu yakho esikiwe ibuya ngo-1 noma ngo-5.
tutorial-move-exercise = Owokuqala ukuletha ingcezu yesithathu esikweleni esimaphakathi uyawina. Ukuphonsa ngakunye kuhambisa ingcezu eyodwa, ngakho khetha kahle ukuthi iyiphi.
tutorial-safe-exercise = Owokuqala ukuletha ingcezu yesithathu esikweleni esimaphakathi uyawina. Izingcezu zika-Ophuzi zingasika ezakho: yima ezikweleni eziphephile uma kungenzeka.
tutorial-cut-title = Ukusika
tutorial-cut-intro = Ingcezu eqeda umnyakazo wayo esikweleni esijwayelekile lapho kumi khona ingcezu yomphikisi iyayisika. Ingcezu ka-Ophuzi eku-b7 ingaphambi kweyakho ngezikwele ezine. Phonsa.
tutorial-cut-move = U-4! Hambisa ingcezu yakho phezu kwengcezu ka-Ophuzi ukuze uyisike.
tutorial-cut-home = Isikiwe! Ingcezu ka-Ophuzi isuke ebhodini. Ilinda eduze kwekhaya lika-Ophuzi, futhi ibuya kuphela ngo-1 noma ngo-5. Ukusika akunikezi kuphonsa okwengeziwe, futhi u-4 akanikezi okunye ukuphonsa, ngakho manje u-Ophuzi uyaphonsa.
tutorial-cut-safe = Izingcezu ezimbili zika-Ophuzi zingaphambi kwezingcezu zakho ezimbili ngezikwele ezine, ku-g4 naku-c7. Kodwa u-g4 uyisikwele esiphephile, lapho kungasikwa muntu. Sika ingcezu ongayisika.
tutorial-cut-safe-wrong = Leyo ngcezu ingafika ku-g4, isikwele esiphephile: ingama eduze kwengcezu ka-Ophuzi ingasiki lutho. Thatha leyo eku-c7.
tutorial-cut-gate = Ukusika kubuyisela ingcezu ekuqaleni kwendlela yayo. Ukusika kwakho kokuqala kwenza okungaphezulu: kuvula isango lakho, njengoba isifundo esilandelayo sizobonisa.
tutorial-cut-exercise = Owokuqala ukusika uyawina: sika ingcezu ka-Ophuzi ngaphambi kokuba Ophuzi asike eyakho.
tutorial-gate-title = Isango
tutorial-gate-intro = Ngemva komjikelezo owodwa wendandatho yangaphandle, indlela yakho iphendukela ngaphakathi emcibisholweni, isuka ku-c1 iya ku-b2, ibheke esikweleni esimaphakathi. Kodwa leyo ndlela ivaliwe uze usike ingcezu yomphikisi. Phonsa.
tutorial-gate-circle = U-4. Awukasiki muntu, ngakho ingcezu yakho eku-a1 ayikwazi ukuphendukela ngaphakathi: iqhubeka izungeza indandatho yangaphandle, idlule ekhaya lakho, iye ku-e1. Yihambise.
tutorial-gate-circled = Kuze kube ukusika kwakho kokuqala, izingcezu zakho ziqhubeka zizungeza indandatho yangaphandle.
tutorial-gate-cut = Ingcezu ka-Ophuzi imi ku-b1, ngaphambi kwengcezu yakho eku-a2 ngezikwele ezimbili. Phonsa.
tutorial-gate-cut-move = U-2: yisike!
tutorial-gate-open = Ukusika kwakho kokuqala kuvule isango lakho, kuze kuphele umdlalo.
tutorial-gate-turn-throw = Njengoba isango livulekile, ingcezu yakho eku-b1 izophendukela ngaphakathi emcibisholweni. Phonsa.
tutorial-gate-turn = U-3: isuka ku-b1 iye ku-c1, ilandele umcibisholo iye ku-b2, bese iqhubekela ku-b3. Yihambise.
tutorial-gate-must = Uma isango lakho selivulekile, yonke ingcezu yakho edlula ku-c1 iphendukela ngaphakathi emcibisholweni; ayikho ephinde izungeze.
tutorial-gate-exercise = Owokuqala ukungenisa ingcezu ezindandathweni zangaphakathi uyawina. Akekho osesikile, ngakho kuqala kumele usike.
tutorial-centre-title = Izindandatho zangaphakathi nesikwele esimaphakathi
tutorial-centre-intro = Ngemva kwesango, indlela yakho izungeza indandatho engu-5×5 ngokwewashi, bese izungeza indandatho engu-3×3 ngokwewashi, iphelele esikweleni esimaphakathi, u-d4.
tutorial-centre-exact = Ingcezu yakho eku-e5 iqhele ngezikwele ezine esikweleni esimaphakathi. Phonsa.
tutorial-centre-too-far = U-6 mningi kakhulu: ingcezu ifika esikweleni esimaphakathi kuphela ngenani eliqondile, ngakho ingcezu eku-e5 ayikwazi ukuhamba. Hambisa ingcezu eku-d6.
tutorial-centre-again = U-6 ukunika okunye ukuphonsa. Phonsa futhi.
tutorial-centre-in = U-4, yilokho kanye ingcezu eku-e5 ekudingayo. Yihambisele esikweleni esimaphakathi.
tutorial-centre-done = Leyo ngcezu isiqedile: esikweleni esimaphakathi ayisaphinde ihambe.
tutorial-centre-exercise = Letha izingcezu zakho ezimbili zokugcina esikweleni esimaphakathi ngaphambi kuka-Ophuzi. Inani eliqondile kuphela elingenisa ingcezu.
tutorial-king-title = INkosi yomdlalo
tutorial-king-intro = Izingcezu zakho ezintathu zisesikweleni esimaphakathi, eyokugcina iqhele ngezikwele ezintathu. Umdlali wokuqala onazo zonke izingcezu zakhe esikweleni esimaphakathi uyawina futhi uba yiNkosi yomdlalo. Phonsa.
tutorial-king-move = U-3. Ngenisa ingcezu yakho yokugcina.
tutorial-king-won = UyiNkosi yomdlalo! Ngokuvamile umdlalo uphela lapha.
tutorial-king-places-intro = Ngomthetho wasekhaya othi “Izindawo” umdlalo uyaqhubeka ngemva kweNkosi. Lapha no-Oluhlaza okotshani uyadlala. Phonsa, bese ungenisa ingcezu yakho yokugcina futhi.
tutorial-king-places-move = Yihambisele esikweleni esimaphakathi.
tutorial-king-places = UyiNkosi, futhi manje u-Oluhlaza okotshani no-Ophuzi baqhubeka bedlalela indawo yesibili neyesithathu. Umdlalo uphela uma kusele umdlali oyedwa kuphela osenezingcezu endleleni.
tutorial-king-exercise = Yiba yiNkosi yomdlalo: letha zonke izingcezu zakho esikweleni esimaphakathi ngaphambi kuka-Ophuzi.
tutorial-house-title = Imithetho yasekhaya
tutorial-house-intro = Imindeni idlala ngemithetho yasekhaya ehlukene, ekhethwa emdlalweni ngamunye omusha. Eyesintu kakhulu ngamathuba aqoqiwe: uqhubeka uphonsa inqobo nje uma uphonsa u-1, 5, 6 noma u-12, ugcine inani ngalinye, bese uhambisa kamuva. Phonsa.
tutorial-house-saved = U-5: liyagcinwa, futhi uphonsa futhi.
tutorial-house-saved-again = U-6: nalo liyagcinwa. Phonsa futhi.
tutorial-house-choose = U-2 uqeda ukuphonsa. Manje sebenzisa u-5, u-6 no-2 nganoma iyiphi indlela elandelanayo, ingcezu eyodwa ngenani ngalinye. Khetha u-2 kuqala.
tutorial-house-cut = Hambisa ingcezu eku-g6 ngezikwele ezimbili, phezu kwengcezu ka-Ophuzi eku-f7.
tutorial-house-spend = Manje sebenzisa u-5 no-6: khetha inani, bese ukhetha ingcezu.
tutorial-house-spend-last = Nenani lokugcina.
tutorial-house-others = Eminye imithetho yasekhaya: “Ukuphonsa futhi emva kokusika” kunikeza umdlali osikile okunye ukuphonsa; “Ukungena” kungavumela yonke ingcezu ngemva kweyokuqala ukungena ngo-1 noma ngo-5, noma kwenze ngisho nengcezu esikiwe ilinde u-1; “Izindawo” uqhubekisa umdlalo ngemva kweNkosi; futhi abadlali bangaba nezingcezu ezi-5 noma ezi-6 esikhundleni sezi-4. Ngaphandle kwemithetho yasekhaya udlala njengasezifundweni ezedlule. Iphaneli yemithetho yomdlalo ikhombisa leyo esetshenziswayo.
tutorial-house-exercise = Ngamathuba aqoqiwe, yiba yiNkosi ngaphambi kuka-Ophuzi. Kubalulekile ukuthi amanani owaqoqile uwasebenzisa ngaluphi uhlelo.
tutorial-shells-title = Ukuphonsa ngamagobolondo
tutorial-shells-intro = Imindeni eminingi iphonsa amagobolondo ayisithupha esikhundleni samadayisi amade amabili. Igobolondo liwa umlomo walo onamazinyo uphezulu noma umhlane walo obushelelezi uphezulu.
tutorial-shells-throw = Phonsa amagobolondo.
tutorial-shells-count = Amagobolondo amathathu alele umlomo uphezulu, ngakho ukuphonsa kungu-3: bala imilomo kuphela. Ingcezu entsha isadinga u-1 ukuze ingene, ngakho lo-3 uyalahleka.
tutorial-shells-throw-again = Phonsa futhi.
tutorial-shells-twelve = Uma lingekho igobolondo elinomlomo phezulu kubalwa u-12, ukuphonsa okukhulu kunakho konke, futhi njengo-1, 5 no-6 kuphonsa futhi. Amagobolondo anika u-2, 3 no-4 kaningi; u-6 noma u-12 uvela kanye kuphela kokuphonsa okungu-64.
tutorial-shells-exercise = Ngamagobolondo, letha izingcezu zakho ezimbili zokugcina esikweleni esimaphakathi ngaphambi kuka-Ophuzi.
tutorial-partners-title = Abalingani
tutorial-partners-intro = Emdlalweni wabalingani, abadlali abahlala bebhekene badlala njengeqembu: wena, Obomvu, no-Ophuzi, ngokumelene no-Oluhlaza okotshani no-Oluhlaza okwesibhakabhaka. Ingcezu yakho iku-f7, eka-Ophuzi iku-e7.
tutorial-partners-throw = Phonsa.
tutorial-partners-blocked = U-1 angasusa ingcezu yakho ku-f7 ayise ku-e7, kodwa ingcezu ka-Ophuzi imi lapho, futhi abalingani abasikani. Sebenzisa u-1 ukungenisa ingcezu entsha ku-d1.
tutorial-partners-home = Umdlali onazo zonke izingcezu esikweleni esimaphakathi uyeqwa kusukela lapho. Iqembu liyawina lapho abalingani bobabili benazo zonke izingcezu esikweleni esimaphakathi.
tutorial-partners-exercise = U-Ophuzi usefikile. Letha ingcezu yakho yokugcina esikweleni esimaphakathi ngaphambi kokuba bobabili u-Oluhlaza okotshani no-Oluhlaza okwesibhakabhaka bafike, bese iqembu lakho liyawina.

## Abadlali bekhompyutha

computer-failed = Umdlali wekhompyutha ka-{ $name } ({ $level }) wehlulekile: { $reason }. Uzoqhubeka adlale ezingeni elithi { $easy }.
computer-thread-ended = intambo yayo iphele ngaphandle kokuhamba
advice-failed = Iseluleko asikwazanga ukutholakala: { $reason }. Umdlalo uyaqhubeka.
advice-thread-ended = intambo yayo iphele ngaphandle kwempendulo

## The settings screen: the next game's seats

new-game-defaults = Imidlalo emisha iqala ngalokhu
seat-off = akadlali
settings-practice-explained = Ukuzijwayeza: uma kudlala abantu kuphela, ungahlala ubuyisela emuva; uma ukuzijwayeza kuyasebenza, ungabuyisela emuva nasemidlalweni enabadlali bekhompyutha.

## The statistics screen, the game chooser and the resume prompt

statistics-dhayam = Dhayam
statistics-player = Umdlali
statistics-games = Imidlalo (izihlalo ezi-2 · 3 · 4)
statistics-won = Unqobile
statistics-cuts-made = Usikile
statistics-cuts-suffered = Usikiwe
statistics-throws-per-game = Ukuphonsa emdlalweni ngamunye
statistics-luck = Inhlanhla
statistics-luck-hint = Isilinganiso sokuphonsa komdlali kususwe isilinganiso salokho okuphonswe: u-3.75 wamadayisi amade amabili, u-3.19 wamagobolondo ayisithupha
statistics-app-dice = Amadayisi ohlelo: { $throws ->
    [1] ukuphonsa okukodwa
   *[other] ukuphonsa okungu-{ $throws }
}
statistics-own-dice = Amadayisi akho: { $throws ->
    [1] ukuphonsa okukodwa
   *[other] ukuphonsa okungu-{ $throws }
}
statistics-seen = okubonakele
statistics-expected = amadayisi angachemile (2, 3, 4, 3, 2, 1, 1 kwezingu-16)
statistics-fair = Lokhu kuphonsa kubukeka njengokwamadayisi angachemile (p = { $p }).
statistics-loaded = Amadayisi angachemile awavamile ukuphonsa kanje (p = { $p }): kungenzeka ukuthi amadayisi achemile.
statistics-too-few = Ukuphonsa kusekuncane kakhulu ukuze kwahlulelwe amadayisi: { $throws } kokungu-{ $needed } okudingekayo.
statistics-app-shells = Amagobolondo ohlelo: { $throws ->
    [1] ukuphonsa okukodwa
   *[other] ukuphonsa okungu-{ $throws }
}
statistics-own-shells = Amagobolondo akho: { $throws ->
    [1] ukuphonsa okukodwa
   *[other] ukuphonsa okungu-{ $throws }
}
statistics-expected-shells = amagobolondo angachemile (6, 15, 20, 15, 6, 1, 1 kwezingu-64)
statistics-app-four-shells = Amagobolondo amane ohlelo: { $throws ->
    [1] ukuphonsa okukodwa
   *[other] ukuphonsa okungu-{ $throws }
}
statistics-own-four-shells = Amagobolondo akho amane: { $throws ->
    [1] ukuphonsa okukodwa
   *[other] ukuphonsa okungu-{ $throws }
}
statistics-expected-four-shells = amagobolondo angachemile (4, 6, 4, 1, 1 kwezingu-16)
statistics-fair-shells = Lokhu kuphonsa kubukeka njengokwamagobolondo angachemile (p = { $p }).
statistics-loaded-shells = Amagobolondo angachemile awavamile ukuwa kanje (p = { $p }): kungenzeka ukuthi amagobolondo achemile.
statistics-too-few-shells = Ukuphonsa kusekuncane kakhulu ukuze kwahlulelwe amagobolondo: { $throws } kokungu-{ $needed } okudingekayo.
game-dhayam = Dhayam
game-dhayam-line = Umjaho wamadayisi wamaTamil: abadlali ababili kuya kwabane bajaha ukuyisa izingcezu zabo esikweleni esimaphakathi.
resume-detail = Umdlalo wakho wokugcina awuphelanga: { $players }, { $throws ->
    [1] ukuphonsa okukodwa kuze kube manje.
   *[other] ukuphonsa okungu-{ $throws } kuze kube manje.
}
resume-dhayam = Qhubeka neDhayam

## A square as a screen reader reads it on the board (its name first), and a turn as the
## live region speaks it
square-home = ikhaya lika-{ $seat }
square-safe = isikwele esiphephile
square-pawns = { $count ->
    [1] ingcezu ka-{ $seat }
   *[other] izingcezu zika-{ $seat } ezingu-{ $count }
}
square-pair = ipheya, okungekho mphikisi ohlela kulo noma olidlulayo
square-twin = amawele, ahamba ndawonye futhi asikwa ngamawele kuphela
focus-board = Okhiye ebhodini
type-move = Bhala umnyakazo
type-move-hint = d1 e1, c1 6 noma n
typed-empty = Qala ngokubhala umnyakazo: isikwele sengcezu nalapho iya khona, njenge-d1 e1.
typed-not-a-move = “{ $text }” akusiwo umnyakazo: bhala isikwele sengcezu nalapho iya khona (d1 e1), isikwele nenani (c1 6), noma n ngengcezu entsha.
typed-not-now = { $text }: akukho mnyakazo wakho manje.
typed-illegal = { $text } akusiwo umnyakazo ovumelekile lapha.
typed-ambiguous = { $text } ufanela iminyakazo engaphezu kowodwa: engeza lapho ingcezu iya khona noma inani, njenge-d1 e1 noma c1 6.
read-waiting = ezilindile: { $count }
read-cut = ezisikiwe ezilindile: { $count }
read-on = ezikweleni { $squares }
said-turn = { $name } uphonse u-{ $values }
said-line = { $name }: { $line }

## Funda emidlalweni yakho
learn-why-gate-not-opened = Ukusika kwakho kokuqala kuvula isango lakho: ngaphandle kwalo izingcezu zakho azikwazi ukungena ezindandathweni zangaphakathi, ngakho sika uma ukwazi.
learn-why-cut-left = Ukusika kubuyisela ingcezu yomphikisi ekuqaleni kwendlela yayo: kumlahlekisela kakhulu kunezikwele ezimbalwa ozilahlekelwayo wena.
learn-why-safe-ignored = Ingcezu esesikweleni esiphephile ayinakusikwa; umnyakazo owenziwe washiya ingcezu lapho ukuphonsa komphikisi kungayisika khona.
learn-why-pooled-misused = Ngamathuba aqoqiwe, kubalulekile ukuthi amanani owaqoqile uwasebenzisa ngaluphi uhlelo: umnyakazo ongcono usebenzisa elinye inani kuqala.
learn-why-centre-not-reached = Ingcezu efike esikweleni esimaphakathi isiqede indlela yayo futhi akekho ongayisika: uma ukuphonsa kungayisa khona, kwenze.

## Learn from your games (issue 66)
learn-tooltip = Izinqumo zakho ezilahlekelwe kakhulu, uyabuzwa futhi: thola umnyakazo ongcono
learn-in-hand = Kudlala u-{ $name }, esandleni kukhona { $values }. Emdlalweni: { $played }.
learn-right-plain = Lo mnyakazo ugcina kahle kakhulu ithemba lokuba yiNkosi.
learn-wrong = Akusiwona lona. Umnyakazo ongcono, okhonjiswe ebhodini: { $better }. Uma kuqhathaniswa nawo, umnyakazo odlalwe emdlalweni ulahle u-{ $lost } wethemba lokuba yiNkosi.
learn-shown = Ngemva komnyakazo ongcono
learn-board = Isimo somsebenzi wokuzilolonga, umnyakazo ongcono umakiwe
learn-kind-gate-not-opened = Isango alivulwanga
learn-kind-cut-left = Ukusika okushiyiwe
learn-kind-centre-not-reached = Akufinyelelwanga isikwele esimaphakathi
learn-kind-safe-ignored = Akunakwanga isikwele esiphephile
learn-kind-pooled-misused = Amanani aqoqiwe asetshenziswe kabi
learn-yours = Umnyakazo wakho, { $move }: ithemba lokuba yiNkosi { $chance }; lomnyakazo ongcono: { $better }.
learn-line = Emdlalweni, ukusuka lapha: { $moves }
learn-leave-key = Phuma emisebenzini yokuzilolonga
