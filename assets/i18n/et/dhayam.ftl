# Dhayam — eesti keel. One word per idea: see GLOSSARY.md beside this file
# (Dhayam's pawn is "nupp"; "ettur" is Makruk's bia).

## Buttons and controls

throw = Viska
undo = Võta tagasi
new-game = Uus mäng
play-again = Mängi uuesti
start = Alusta
cancel = Loobu
new-seed = Uus seeme
auto-move = Automaatkäik
auto-move-hint = Tee käik ise, kui see on ainus lubatud käik
practice = Treening
practice-hint = Luba käike tagasi võtta ka siis, kui mängivad arvutimängijad
fast-forward = Kiirenda arvuteid
fast-forward-hint = Arvutimängijate korrad mängitakse kohe läbi, ilma pauside ja animatsioonita
animation = Animatsioon
undo-hint = Võta viimane käik tagasi (vise jääb samaks)
throw-hint = Viska mõlemat täringut (tühik või klõps täringutel)
speed-off = väljas
speed-slow = aeglane
speed-normal = tavaline
speed-fast = kiire
rules-button = Reeglid
rules-hint = Kuidas Dhayami mängida (F1)

real-dice = Täringud:
real-dice-off = Rakenduse täringud
real-dice-people = Meie oma täringud
real-dice-everyone = Meie oma täringud, ka arvutitele
real-dice-off-shells = Rakenduse karbid
real-dice-people-shells = Meie oma karbid
real-dice-everyone-shells = Meie oma karbid, ka arvutitele
to-enter-throw-shells = { $name }: viska oma karbid ja puuduta iga suuga üles karpi
enter-throw-hint-shells = Puuduta iga suuga üles karpi ja sisesta siis vise
real-dice-hint = Viska oma täringuid (dhayakattai) ja klõpsa tahkudel, mis need näitavad; käigud, vihjed, analüüs ja salvestamine toimivad samamoodi. Salvestatud mängus on kirjas, et need visked sisestati käsitsi.
enter-throw = Sisesta vise
enter-throw-hint = Klõpsa iga täringu pealmisel tahul, seejärel sisesta vise
entry-title = Sinu täringud näitavad:
entry-face = { $pips ->
    [0] Täring { $index }: tühi tahk
   *[other] Täring { $index }: { $pips }
}
entry-shells-title = Sinu karbid näitavad (puuduta iga suuga üles karpi):
entry-shell = { $up ->
    [0] Karp { $index }: suu alla
   *[other] Karp { $index }: suu üles
}
to-enter-throw = { $name }: viska oma täringuid ja klõpsa nende tahkudel
game-options = Valikud
game-options-hint = Kuidas mäng ekraanil edeneb: animatsioon, arvutite kiirus, automaatkäigud, treening
palette = Värviskeem:
palette-traditional = Traditsiooniline
palette-colour-blind = Värvipimedatele
palette-colour-blind-hint = Värvid, mida eristavad igat tüüpi värvipimedusega inimesed. Igal nupul on ka oma värvi embleem: Punane – kolmnurk, Roheline – ruut, Kollane – täht, Sinine – rõngas.

## Side panel

how-to-play = Kuidas mängida
help-dice = Viska kahte pikka täringut: väärtus on pealmiste tahkude summa, kaks tühja tahku annavad 12.
help-enter = Vise 1 toob uue nupu sinu koduruudule; lõigatud nupp tuleb tagasi viskega 1 või 5.
help-click = Klõpsa rõngaga märgitud nupul või raamitud ruudul, kuhu see jõuaks. Kui hoiad hiirekursorit nupu kohal, näed selle teed.
help-cut = Kui lõpetad käigu tavaruudul üksi seisva vastase nupu peal, lõikad selle. Ristiga ruudud on turvalised.
help-gate = Sinu esimene lõikamine avab sinu värava: siis lähevad nupud noolt mööda siseringidesse.
help-again = Visetega 1, 5, 6 ja 12 saab uuesti visata. Kes esimesena kõik nupud keskruudule viib, on kuningas.
this-turn = Selle korra visked:
last-throw = Viimane vise: { $name } { $value }
choose-value = Kasutatav väärtus:
# A seat played at another window, in a game at a distance.
player-online = võrgus
human = inimene
house-rules-short = Kodureeglid:
gate-open-short = värav avatud
gate-open-tooltip = Värav avatud: see mängija on lõiganud, nii et tema nupud võivad noolt mööda siseringidesse minna
level-random = juhuslik
level-beginner = algaja
level-easy = lihtne
level-medium = keskmine
level-hard = raske
level-expert = ekspert
computer = arvuti ({ $level })
pawns-home = keskruudul { $done }/{ $total }
use-value = kasuta { $value }
value-label = väärtus { $value }
no-value = väärtust veel pole
option-setting = { $option }: { $value }
help-dice-cowrie6 = Viska kuut kaurikarpi: loetakse suuga üles kukkunud karbid; kui ühtki pole, on see 12.
help-dice-cowrie4 = Viska nelja kaurikarpi: suuga üles kukkunud karbid annavad 1 kuni 4; kui ühtki pole, on see 8.
help-enter-four = Vise 1 toob uue nupu sinu koduruudule; lõigatud nupp tuleb tagasi samuti viskega 1.
help-gate-off = Selles mängus pole väravat: nupud lähevad noolt mööda siseringidesse kohe, ka enne esimest lõikamist.
help-again-four = Visetega 1, 4 ja 8 saab uuesti visata. Kes esimesena kõik nupud keskruudule viib, on kuningas.
type-move-short = Käik:

## Status line

to-throw = { $name }: viska
throw-again = { $name }: viska uuesti
to-move-one = { $name }: liiguta üht nuppu { $value } ruudu võrra
to-move-choose = { $name }: vali väärtus, siis nupp
throwing = { $name } viskab täringuid
thinking = { $name } mõtleb...
cut-news = { $mover } lõikas ruudul { $square } mängija { $victim } nupu
gate-open = Värav avatud: { $name }
finished = { $name }: kõik nupud on keskruudul
is-king = { $name } on kuningas!
team-wins = { $name } ja { $partner } võitsid!
teams-line = Paarid: { $red } ja { $yellow }; { $green } ja { $blue }
to-move-one-or-enter = { $name }: liiguta üht nuppu { $value } ruudu võrra või too üks lauale
to-enter = { $name }: too nupp oma koduruudule

## Moves in words (hints, the review, the move log)

move-enter-new = uus nupp siseneb ruudule { $square }
move-enter-cut = lõigatud nupp naaseb ruudule { $square }
move-step = ruudult { $from } ruudule { $to }
move-cut = ruudult { $from } ruudule { $to }, lõigates mängija { $victim } nupu
move-pass = käiku pole
log-title = Käigud
log-empty = Viskeid veel pole. Siin kirjeldatakse iga viset ja käiku.
log-use = { $value }: { $move }
log-gate-open = värav avaneb
log-centre = jõuab keskruudule
log-king = { $name } on kuningas
log-finished = { $name } on lõpetanud
log-team-home = { $name } on paari heaks kõik nupud keskruudule viinud
log-lost = { $value }: läks kaotsi, { $why }
lost-value = { $value } läks kaotsi: ükski nupp ei saanud seda kasutada
lost-new-one = uus nupp vajab viset 1
lost-new-one-or-five = uus nupp vajab viset 1 või 5
lost-cut-one = lõigatud nupp vajab viset 1
lost-cut-one-or-five = lõigatud nupp vajab viset 1 või 5
lost-past-centre = iga laual olev nupp läheks keskruudust mööda
lost-own-pawns = omaenda nupud tõkestavad kõik käigud
lost-blocked = iga laual olev nupp läheks keskruudust mööda või satuks omaenda nupule
lost-partner-pawns = paarilise nupud on ees ja paarilised üksteist ei lõika
lost-pair = vastase nupupaar tõkestab tee
lost-twin = vastase kaksikut lõikab ainult kaksik
cannot-use-why = { $count ->
    [one] { $name } ei saa viset { $values } kasutada: { $why }
   *[other] { $name } ei saa viskeid { $values } kasutada: { $why }
}

## Seats

seat-red = Punane
seat-green = Roheline
seat-yellow = Kollane
seat-blue = Sinine
# A seat named on its own as its side, where a sentence holds its colour alone (online play's
# phrases and seat news): Thai says "สีแดง", the others the colour itself.
seat-side = { $seat }

## Accessible names on the board and dice

square = ruut { $square }
pawn-on = { $count ->
    [one] { $seat } nupp ruudul { $square }
   *[other] { $seat }: { $count } nuppu ruudul { $square }
}
pawn-waiting-new = { $seat } nupp ootab (uus)
pawn-waiting-cut = { $seat } nupp ootab (lõigatud)
die = { $pips ->
    [0] täring { $index }: tühi tahk
   *[other] täring { $index }: { $pips }
}
shells-landed = { $up ->
    [0] ükski karp pole suuga üles: { $value }
    [one] 1 karp suuga üles: 1
   *[other] { $up } karpi suuga üles: { $up }
}

## New game dialog

new-game-title = Uus mäng
seats = Värvid
name = Nimi
house-rules = Kodureeglid
presets = Nii nagu pered mängivad
preset-tamil-nadu = Tamil Nadu: pikad täringud
preset-tamil-nadu-line = Algkirjelduste mäng: kaks pikka messingtäringut 7 × 7 laual, nii nagu Tamil Nadu pered Dhayami mängivad.
preset-six-cowries = Kuus kaurikarpi
preset-six-cowries-line = Thayam, mida visatakse täringute asemel kuue kaurikarbiga, nii nagu paljud tamili pered: loetakse suuga üles karbid, kui ühtki pole, on see 12.
preset-thaayam = Thaayam: neli kaurikarpi, 5 × 5
preset-thaayam-line = Thaayami, Chowka Bara ja Ashta Chamma väike laud, visatakse nelja kaurikarbiga (või tamarindiseemnetega): suuga üles karbid loevad 1 kuni 4, kui ühtki pole, on see 8.
preset-partners = Paarismäng
preset-partners-line = Neli mängijat kahe paarina, paarilised vastamisi, nii nagu pered Tamil Nadus ja Karnatakas mängivad: paar võidab, kui mõlemad paarilised on kohal.
preset-custom = Oma valik
preset-custom-line = Sinu enda valik allolevatest kodureeglitest.
pawns-each = Nuppe igaühel
seed = Täringuseeme
seed-hint = Sama seeme annab samad visked: sisesta see, et mängu korrata
seed-invalid = Seeme peab olema täisarv
need-two-seats = Vali vähemalt kaks värvi
two-must-be-opposite = Kaks mängijat istuvad vastamisi: Punane ja Kollane või Roheline ja Sinine
partners-need-four = Paarismängus mängivad kõik neli värvi
seat-plays = { $seat } mängib
seat-player = { $seat } mängija
seat-name = { $seat }: nimi
option-turn = Visete kasutus
option-entry = Sisenemine
option-cutbonus = Lõikamisboonus
option-places = Kohtade eest
option-pawns = Nupud
option-turn-explain = Kohe: kasuta iga vise enne järgmist. Kogudes: viska edasi iga kord, kui tuleb 1, 5, 6 või 12, ja kasuta siis kogutud väärtused mis tahes järjekorras.
option-entry-explain = Millised visked toovad nupu lauale: uus nupp viskega 1, lõigatud nupp viskega 1 või 5 (tavaline); pärast esimest nuppu ükskõik milline viskega 1 või 5; või ainult 1.
option-cutbonus-explain = Lõikamine annab ühe lisaviske.
option-places-explain = Pärast kuningat mängitakse edasi teise ja kolmanda koha eest.
option-pawns-explain = Mitu nuppu peab iga mängija keskruudule viima.
option-dice = Visatakse
option-dice-explain = Kaks pikka täringut (1 kuni 6 ja 12, kui mõlemad on tühjad) või kuus kaurikarpi: loetakse suuga üles kukkunud karbid; kui ühtki pole, on see 12. Neli kaurikarpi annavad 1 kuni 4; kui ühtki pole, on see 8.
dice-long = Pikad täringud
dice-cowrie6 = Kuus kaurikarpi
dice-cowrie4 = Neli kaurikarpi
option-board = Laud
option-board-explain = 7 × 7 laud või Thaayami 5 × 5 laud: lühem, 25 ruudu pikkune tee; turvaline ruut on ainult kodu ja keskruut.
board-7x7 = 7 × 7
board-5x5 = 5 × 5
option-gate = Värav
option-gate-explain = Sees: mängija nupud lähevad siseringidesse alles pärast seda, kui mängija on mõne nupu lõiganud. Väljas: nad lähevad sisse kohe, nagu Belli Thaayamis.
option-teams = Paarismäng
option-teams-explain = Neli mängijat kahe paarina, paarilised vastamisi (Punane ja Kollane, Roheline ja Sinine): paarilise nuppu keegi ei lõika ja paar võidab, kui mõlema paarilise kõik nupud on keskruudul.
option-forpartner = Viskamine paarilise eest
option-forpartner-explain = Paarismängus: mängija, kelle kõik nupud on keskruudul, käib edasi, viskab paarilise eest ja liigutab paarilise nuppe.
for-partner = { $name } paarilise { $partner } eest
option-pairs = Nupupaarid
option-pairs-explain = Väljas: üks nupp ruudu kohta. Tõke: mängija kaks nuppu võivad tavalisel ruudul seista nupupaarina ja ükski vastase nupp ei tohi nupupaarile peatuda ega sellest üle minna. Kaksik: mängija kaks nuppu tavalisel ruudul liiguvad koos ja kaksikut lõikab ainult kaksik.
pairs-block = Tõke
pairs-twin = Kaksik
turn-immediate = kohe
turn-pooled = kogudes
entry-seed = tavaline
entry-open5 = pärast esimest 1 või 5
entry-one = ainult 1
off = väljas
on = sees
option-turn-explain-four = Kohe: kasuta iga vise enne järgmist. Kogudes: viska edasi iga kord, kui tuleb 1, 4 või 8, ja kasuta siis kogutud väärtused mis tahes järjekorras.
option-entry-explain-four = Millised visked toovad nupu lauale: neli karpi ei anna kunagi 5, nii et iga valikuga tuleb nupp lauale ainult viskega 1.

## Game over

game-over = Mäng läbi
place = Koht
player = Mängija
throws = Visked
moves = Käigud
cuts = Lõikas teisi
was-cut = Teda lõigati
place-n = { $n ->
    [1] Kuningas
   *[other] { $n }.
}

## Errors: moves and throws

illegal-game-over = Mäng on läbi.
illegal-not-thrown = Viska kõigepealt täringuid.
illegal-value-not-thrown = Väärtust { $value } pole kasutamiseks ootel.
illegal-no-such-pawn = Liigutamiseks pole nuppu „{ $pawn }“.
illegal-entry-one = See nupp vajab sisenemiseks viset 1.
illegal-entry-one-five = See nupp vajab sisenemiseks viset 1 või 5.
illegal-pawn-finished = Keskruudul olev nupp enam ei liigu.
illegal-past-centre = Keskruudule jõudmiseks on vaja täpset väärtust.
illegal-own-pawn = Ruudul { $square } on sinu enda nupp.
illegal-partner-pawn = Ruudul { $square } on su paarilise nupp: paarilised üksteist ei lõika.
illegal-pair-there = Ruudul { $square } on vastase nupupaar: nupupaarile ei peatu ükski nupp.
illegal-twin-there = Ruudul { $square } on vastase kaksik: kaksikut lõikab ainult kaksik.
illegal-pair-in-the-way = Vastase nupupaar ruudul { $square } tõkestab tee: nupupaarist ei lähe ükski nupp üle.
illegal-must-move = Käik on võimalik, seega tuleb vise kasutada.
throw-move-first = Kasuta ootel väärtus enne uut viset.
throw-other-implement = See vise pole selle mängu täringute ega karpidega.

## Errors: positions

pos-seat-count = { $count ->
    [one] Mängib ainult üks värv; mängus peab olema 2 kuni 4.
   *[other] Mängib { $count } värvi; mängus peab olema 2 kuni 4.
}
pos-not-opposite = { $first } ja { $second } ei istu vastamisi; kaks mängijat peavad istuma vastamisi.
pos-pawn-count = Mängijal { $seat } on { $found ->
    [one] { $found } nupp
   *[other] { $found } nuppu
}; selles mängus on igaühel { $expected }.
pos-past-closed-gate = { $seat } nupp on kohal { $progress } oma väravast seespool, kuid värav on suletud.
pos-shared-square = { $first } ja { $second } jagavad tavaruutu { $square }.
pos-cut-without-cutter = { $seat } nupp on lõigatud, kuid keegi pole veel lõiganud.
pos-cut-by-absent = { $seat } on märgitud lõikajaks, kuid ei mängi.
pos-finished-absent = { $seat } on märgitud lõpetanuks, kuid ei mängi.
pos-finished-without-places = Värve on märgitud lõpetanuks, kuid mängu ei mängita kohtade eest.
pos-finished-pawns-out = { $seat } on märgitud lõpetanuks, kuid tal on nuppe väljaspool keskruutu.
pos-finished-not-listed = Mängija { $seat } kõik nupud on keskruudul, kuid teda pole märgitud lõpetanuks.
pos-every-seat-finished = Kõik värvid on märgitud lõpetanuks.
pos-two-kings = { $first } ja { $second } ei saa mõlemad olla kuningas.
pos-throw-again-immediate = Uus vise on ootel, kuid visked tuleb kasutada kohe.
pos-several-values = Ootel on { $count } väärtust, kuid kui visked kasutatakse kohe, saab ootel olla ainult üks.
pos-throw-again-without-values = Uus vise on ootel ilma kogutud väärtusteta.
pos-too-many-values = Ootel on { $count } väärtust; see on rohkem, kui ühte korda mahub.
pos-to-move-absent = Käik on mängijal { $seat }, kuid ta ei mängi.
pos-to-move-finished = Käik on mängijal { $seat }, kuid ta on juba lõpetanud.
pos-teams-need-four = Paarismängus on neli mängijat; siin mängib { $count }.
pos-for-partner-needs-teams = Paarilise eest viskamiseks on vaja paarismängu (teams=on).
pos-finished-after-the-end = { $seat } on märgitud lõpetanuks pärast seda, kui paar oli juba võitnud ja mäng läbi.
pos-crowded = Ruudul { $square } on kolm nuppu ({ $seat }); tavalisel ruudul võib olla kõige rohkem nupupaar.
pos-off-route = { $seat } nupp on kohal { $progress }, keskruudust edasi; sellel laual on keskruut { $centre }.
pos-not-a-throw = { $value } ootab kasutamist, kuid selle mängu viskeid on ainult { $values }.

## Errors: replays, saved games and settings

replay-start = Mängu ei saa alustada: { $reason }
replay-throw = Kirje { $ply }: siin ei tohi visata. { $reason }
replay-move = Kirje { $ply }: käik { $mv } rikub reegleid. { $reason }
replay-past-end = Kirje { $ply } on ülestähenduse lõpust kaugemal (ülestähenduses on { $len ->
    [one] üks kirje
   *[other] { $len } kirjet
}).
save-io = { $path }: { $message }
save-too-large = Fail on { $bytes } baiti, Dhayami mängu jaoks liiga suur.
save-not-text = Fail ei ole tekst.
save-syntax = Fail ei ole korrektne mängufail: { $detail }
save-not-dhayam = Fail ei ole Dhayami mäng.
save-newer-version = Fail on salvestatud uuema Dhayamiga (vorming { $found }). Palun uuenda rakendust.
save-bad-version = Vormingu versiooni { $found } pole olemas.
save-bad-rules = Faili kodureeglid on valed: { $detail }
save-bad-seats = Failis olevad värvid on valed: { $detail }
save-bad-ply = Kirje { $ply } („{ $text }“) ei ole vise ega käik.
save-replay = Salvestatud mäng rikub reegleid. { $reason }
save-dice-mismatch = Kirje { $ply } vise ei ole see, mille täringuseeme annab.
save-bad-position = Salvestatud seis on vale: { $detail }
save-position-mismatch = Salvestatud seis „{ $stored }“ ei ole see, kuhu käigud viivad („{ $replayed }“).
save-outcome-mismatch = Salvestatud tulemus ei vasta käikude lõpule.
save-online-dice = Võrgumängu täringud ei läbi kontrolli: { $detail }

## The rules overlay

rules-title = Dhayami reeglid
rules-close = Sulge
rules-contents = Sisukord
rules-changed = selles mängus muudetud
rules-usual = tavaliselt: { $value }
rules-in-game = Selles mängus: { $value }
rules-dice-title = Täringud
rules-dice-body = Dhayami mängitakse kahe pika neljatahulise täringuga (dhayakattai). Tahkudel on tühi, 1, 2 ja 3 silma. Vise loeb kokku kaks pealmist tahku; kaks tühja tahku annavad 12. Seega on vise väärt 1, 2, 3, 4, 5, 6 või 12.
rules-dice-caption = 1 + 2 = 3 ja kaks tühja tahku = 12
rules-shells-title = Karbid
rules-shells-body = Seda mängu visatakse kuue kaurikarbiga. Viska need korraga ja loe kokku suuga üles kukkunud karbid: see on vise, 1 kuni 6; kui ükski pole suuga üles, on vise 12. Väärtused on samad mis täringutel, aga ei tule sama sageli: ausate karpidega tuleb 64 viskest umbes 6 korda 1, 15 korda 2, 20 korda 3, 15 korda 4, 6 korda 5, üks kord 6 ja üks kord 12. 1, 5, 6 või 12 annab uue viske nagu täringutegi puhul.
rules-shells-caption = Neli karpi suuga üles = 4 ja mitte ühtki = 12
rules-four-shells-title = Neli karpi
rules-four-shells-body = Seda mängu visatakse nelja kaurikarbiga (või nelja tamarindiseemnega, lame pool on suu). Loe suuga üles kukkunud karbid: see on vise, 1 kuni 4; kui ükski pole suuga üles, on vise 8. Ausate karpide 16 viskest annab umbes 4 ühe, 6 kaks, 4 kolm, 1 neli ja 1 kaheksa. 1, 4 või 8 annab uue viske; 2 või 3 lõpetab käigu. Nupp tuleb lauale 1-ga ja lõigatud nupp tuleb tagasi 1-ga.
rules-four-shells-caption = Kaks karpi suuga üles = 2 ja mitte ühtki = 8
rules-partners-title = Paarismäng
rules-partners-body = Selles mängus mängib neli mängijat kahe paarina, paarilised istuvad vastamisi: Punane ja Kollane, Roheline ja Sinine. Nupp ei peatu kunagi tavalisel ruudul paarilise nupul, nii et paarilised üksteist ei lõika; turvalisel ruudul võivad nad seista koos nagu kõik. Mängija, kelle kõik nupud on keskruudul, on lõpetanud ja tema käik jäetakse vahele; paar võidab, kui mõlema paarilise kõik nupud on keskruudul.
rules-partners-body-forpartner = Selles mängus mängivad neli mängijat kahe paarina, paarilised istuvad vastamisi: Punane ja Kollane, Roheline ja Sinine. Nupp ei peatu tavalisel ruudul kunagi paarilise nupul, nii et paarilised üksteist ei lõika; turvalisel ruudul võivad nad seista koos nagu kõik. Mängija, kelle kõik nupud on keskruudul, käib edasi, viskab paarilise eest ja liigutab paarilise nuppe; paar võidab, kui mõlema paarilise kõik nupud on keskruudul.
rules-partners-caption = Punase nupp ruudul f7 ei saa käia 1 võrra: Kollane, Punase paariline, seisab ruudul e7
rules-pairs-title = Nupupaarid
rules-pairs-body = Selles mängus võivad mängija kaks nuppu seista tavalisel ruudul koos nupupaarina. Nupupaar tõkestab tee: ükski vastase nupp ei tohi sellele peatuda ega sellest üle minna, omaniku nupud lähevad aga vabalt üle. Üksik nupp lõigatakse nagu ikka; kolmas nupp nupupaariga ei liitu.
rules-pairs-caption = Rohelise nupupaar ruudul g5 tõkestab Punase nupu ruudul g2: 4 võrra sellest üle ei saa
rules-twins-title = Kaksikud
rules-twins-body = Selles mängus moodustavad mängija kaks nuppu ühel tavalisel ruudul kaksiku ja kaksik liigub koos: kumba tahes nuppu liigutades liiguvad mõlemad. Kaksikut lõikab ainult kaksik ja siis lähevad mõlemad nupud tagasi; üksik nupp ei peatu vastase kaksikule, kuid kaksik lõikab üksiku nupu nagu iga nupp. Nupud lähevad kaksikust vabalt üle ja kolmas nupp sellega ei liitu.
rules-twins-caption = Punase kaksik ruudul g2 liigub 1 võrra Rohelise kaksikule ruudul g3 ja lõikab mõlemad nupud
rules-board-title = Laud
rules-board-body = Laual on 7 × 7 ruutu. Iga külje keskmine ruut on mängija kodu: Punane all, Roheline paremal, Kollane üleval, Sinine vasakul. Kaks mängijat istuvad vastamisi. Iga nupp käib oma teed läbi kõigi ruutude: kõigepealt ümber välisringi, siis sissepoole ümber väiksemate ringide kuni keskruuduni.
rules-board-caption = Punase tee kodust keskruuduni
rules-small-board-title = 5 × 5 laud
rules-small-board-body = Seda mängu mängitakse Thaayami 5 × 5 ruuduga laual. Iga külje keskmine ruut on mängija kodu: Punane c1, Roheline e3, Kollane c5, Sinine a3. Turvaline ruut on ainult neli kodu ja keskruut c3. Iga nupp käib ümber 16-ruudulise välisringi, siis, kui mängija on lõiganud, astub 8-ruudulisse siseringi, käib selle teistpidi ümber ja astub keskruudule: kodust keskruuduni 25 ruutu, lõpuks täpse viskega.
rules-small-board-body-nogate = Seda mängu mängitakse Thaayami 5 × 5 ruuduga laual. Iga külje keskmine ruut on mängija kodu: Punane c1, Roheline e3, Kollane c5, Sinine a3. Turvaline ruut on ainult neli kodu ja keskruut c3. Iga nupp käib ümber 16-ruudulise välisringi, astub siis otse 8-ruudulisse siseringi (selles mängus väravat pole), käib selle teistpidi ümber ja astub keskruudule: kodust keskruuduni 25 ruutu, lõpuks täpse viskega.
rules-small-board-caption = Punase tee 5 × 5 laual kodust keskruuduni
rules-enter-title = Sisenemine
rules-enter-body = Kõik nupud alustavad väljaspool lauda. Uus nupp siseneb sinu koduruudule ainult viskega 1. Lõigatud nupp tuleb tagasi viskega 1 või 5.
rules-enter-body-four = Kõik nupud alustavad laualt väljas. Nupp tuleb sinu koduruudule ainult viskega 1, ja lõigatud nupp tuleb tagasi samuti 1-ga: neli karpi ei anna kunagi 5.
rules-enter-caption = Vise 1: ootav nupp siseneb oma koduruudule
rules-move-title = Liikumine
rules-move-body = Nupp liigub oma teel edasi täpselt nii mitu ruutu, kui vise näitab. Üks vise liigutab üht nuppu; viset ei jagata. Teistest nuppudest võib üle hüpata. Kui mõni käik on võimalik, tuleb see teha; kui ei ole, läheb vise kaotsi. Visked 1, 5, 6 ja 12 annavad uue viske.
rules-move-body-four = Nupp liigub oma teel edasi täpselt nii mitu ruutu, kui vise näitab. Üks vise liigutab ühte nuppu; seda ei jagata. Nupud võivad teistest üle hüpata. Kui mõni käik on võimalik, tuleb see teha; kui ühtki pole, läheb vise kaotsi. Visked 1, 4 ja 8 annavad uue viske.
rules-move-caption = Vise 4: nupp liigub neli ruutu
rules-cut-title = Lõikamine ja turvalised ruudud
rules-cut-body = Kui sinu nupp lõpetab käigu tavaruudul vastase nupu peal, lõikad selle: see läheb laualt ära ja peab uuesti sisenema. Tavaruudul võib olla üks nupp ja mitte kunagi kaks sinu omast. Ristiga märgitud ruudud on turvalised: neil võib olla ükskõik mitu nuppu ja seal ei lõigata kedagi.
rules-cut-caption = Punane jõuab Kollase nupule ja lõikab selle
rules-gate-title = Värav
rules-gate-body = Sinu nupud võivad välisringilt lahkuda alles siis, kui oled vähemalt korra lõiganud. Esimene lõikamine avab sinu värava: siis järgivad nupud sinu kodu kõrval olevat noolt siseringidesse. Seni tiirlevad nad ümber välisringi.
rules-gate-caption = Värav on avatud: nupp läheb noolt mööda sisse
rules-gate-panel = Külgpaneelil tähendab see nool mängija nime kõrval, et tema värav on avatud.
rules-centre-title = Keskruut
rules-centre-body = Keskruudule jõudmiseks on vaja täpset viset: käik, mis läheks sellest mööda, ei ole lubatud. Keskruudul olev nupp on lõpetanud ega liigu enam.
rules-centre-caption = Vise 3 viib nupu täpselt keskruudule
rules-win-title = Võit
rules-win-body = Esimene mängija, kes viib kõik oma nupud keskruudule, võidab ja on mängu kuningas.
rules-win-caption = Kõik nupud keskruudul: Punane on kuningas
rules-house-title = Kodureeglid
rules-house-body = Pered mängivad Dhayami veidi erinevalt. Need reeglid valitakse uue mängu aknas; need, mida see mäng mängib tavalisest erinevalt, on märgitud.

## Vihjed, võiduvõimalused ja mängu analüüs

hint = Vihje
hint-tooltip = Näita praegu parimat käiku ja võimalust, et see teeb sinust kuninga (H)
hint-thinking = Otsin parimat käiku...
hint-best = Vihje: { $move }
hint-chance = Võimalus saada kuningaks: { $percent }
hint-next = paremuselt järgmine { $move }: { $percent } ({ $difference })
win-chances = Võiduvõimalused
win-chances-setting = Näita võiduvõimalusi
win-chances-hint = Külgpaneelil näitab riba iga mängija võimalust saada kuningaks; hinnang uueneb pärast iga käiku
win-chance = { $name }: { $percent }
review = Analüüs
review-tooltip = Mängi mäng uuesti läbi ja vaata, kuidas iga sinu otsust hinnati
reviewing = Analüüsin mängu...
review-title = Mängu analüüs
review-back = Tagasi mängu juurde
review-first = Esimene
review-previous = Eelmine
review-next = Järgmine
review-last = Viimane
review-decisions = Otsused
review-none = Pole otsuseid, mida hinnata: iga käik oli sunnitud.
review-row = { $number }. { $name }: { $played }
review-row-throw = { $number }. { $name } visega { $value }: { $played }
review-lost = Kaotatud võiduvõimalus: { $loss }. Parim käik: { $best }.
review-best-move = parim käik
review-played-move = tehtud käik
review-at = Käik { $number } / { $total }
review-end = Mängu lõpp
review-played-by = { $name }: { $played }
review-error-rate = vead: { $percent }
review-luck = visete õnn: { $luck } võiduvõimalust
review-luck-hint = Mida selle mängija visked väärt olid: iga viske võit või kaotus kuningaks saamise võimaluses võrreldes keskmise viskega samas seisus, kokku liidetuna üle kogu mängu. Üle 0 aitasid visked, alla 0 segasid.
review-error-hint = Otsuste osa, mis said märgi ?!, ? või ??
review-marks = ?! kaotas 2% või rohkem, ? kaotas 5% või rohkem, ?? kaotas 10% või rohkem
review-board = Laud enne käiku { $number }
review-as-good = Midagi ei kaotatud: sama hea kui parim käik ({ $best }).
review-judging = Otsuseid hinnatakse: { $judged } / { $total }

## Juhendav õpetus.

tutorial-hint = Õpi Dhayami samm-sammult päris laual
tutorial-no-throw-now = Mitte praegu: tee kõigepealt seda, mida sõnum palub.
tutorial-dice-title = Pikad täringud
tutorial-dice-intro = Dhayami mängitakse kahe pika täringuga. Kummalgi on neli pikka tahku: tühi, 1, 2 ja 3 silma. Vise loeb kokku kaks tahku, mis jäävad peale.
tutorial-dice-throw = Viska täringuid: klõpsa neil või vajuta „Viska“.
tutorial-dice-sum = 2 ja 1 teevad kokku 3. Sul pole veel ühtki nuppu laual ja vise 3 ei too ühtki sisse, nii et see vise läheb kaotsi ja sinu kord lõpeb.
tutorial-dice-throw-again = Jätame siin Kollase korra vahele: viska veel kord.
tutorial-dice-twelve = Kaks tühja tahku! Need annavad 12, mitte 0: see on kõige suurem vise ja annab sulle veel ühe viske. Seega on vise väärt 1, 2, 3, 4, 5, 6 või 12.
tutorial-enter-title = Lauale sisenemine
tutorial-enter-intro = Sinu nupud ootavad koduruudu kõrval, mis on märgitud ristiga. Uus nupp tuleb sinna ainult viskega 1. Viska.
tutorial-enter-one = Vise 1! Klõpsa ootaval nupul, et see koduruudule tuua.
tutorial-enter-again = Vise 1 annab uue viske. Viska uuesti.
tutorial-enter-four = Vise 4 ei too uut nuppu sisse. Liiguta koduruudul olevat nuppu oma teel neli ruutu edasi.
tutorial-enter-cut = Ka lõigatud nupp ootab sinu kodu kõrval, ristiga märgitult, ja tuleb tagasi viskega 1 või 5. Sa viskasid 5: too lõigatud nupp tagasi.
tutorial-move-title = Liikumine ja uus vise
tutorial-move-intro = Nupp liigub oma teel edasi täpselt nii mitu ruutu, kui viskasid, ja üks vise liigutab üht nuppu. Viska.
tutorial-move-six = Vise 6. Vali nupp ja liiguta seda kuus ruutu.
tutorial-move-again = Vise 6 annab uue viske, samuti 1, 5 ja 12. Viska uuesti.
tutorial-move-three = Vise 3. Liiguta üht nuppu kolm ruutu.
tutorial-move-turn-passes = Pärast viset 2, 3 või 4 lõpeb sinu kord ja järgmine mängija viskab.
tutorial-safe-title = Turvalised ruudud
tutorial-safe-intro = Ristiga ruudud on turvalised: neli kodu, välisringist järgmise ringi neli nurka (b2, f2, f6, b6) ja keskruut d4. Sa viskasid 4: liiguta nuppu, mis jõuab märgitud ruudule g4.
tutorial-safe-shared = Sinu nupp jagab ruutu g4 Kollase nupuga. Turvalisel ruudul võib olla ükskõik mitu nuppu ja kedagi ei lõigata.
tutorial-safe-own = Tavaruudul võib olla ainult üks nupp, nii et seal ei saa sa käiku lõpetada oma nupu peal. Vise 4 viiks sinu nupu ruudult g1 sinu teise nupu peale ruudul g5: liiguta hoopis ruudul g5 olevat nuppu.
tutorial-keys = Klahvid: paremnool või Enter – edasi, vasaknool – tagasi, tühik – viska, Esc – lahku.
tutorial-choose-value = Vali kasutatav väärtus:
tutorial-not-that-value = Ka see väärtus on kogutud, kuid see samm küsib teist.
tutorial-exercise-players = Sina mängid värviga { $you }, lihtne arvutimängija värviga { $computer }. Nüüd veerevad täringud päriselt.
tutorial-exercise-won = Said hakkama! Mine järgmise õppetunni juurde või mängi harjutust uuesti.
tutorial-exercise-lost = { $seat } jõudis enne. Proovi uuesti: täringud langevad teisiti.
tutorial-event-threw = { $seat } viskas { $value }.
tutorial-event-entered = { $seat } tõi nupu ruudule { $square }.
tutorial-event-moved = { $seat } liigutas nupu ruudult { $from } ruudule { $to }.
tutorial-event-cut = { $seat } liigutas nupu ruudult { $from } ruudule { $to } ja lõikas mängija { $victim } nupu.
tutorial-event-lost = { $seat } ei saanud viset kasutada.
tutorial-dice-exercise = Jõua keskruudule enne Kollast: sinu viimane nupp ruudul f2 on sellest täpselt 12 ruudu kaugusel. Kaks tühja tahku viiksid selle otse sisse.
tutorial-enter-exercise = Võidab see, kellel on esimesena kaks nuppu laual. Uus nupp vajab viset 1; sinu lõigatud nupp tuleb tagasi viskega 1 või 5.
tutorial-move-exercise = Võidab see, kes toob esimesena kolmanda nupu keskruudule. Iga vise liigutab üht nuppu, nii et vali hoolega, millist.
tutorial-safe-exercise = Võidab see, kes toob esimesena kolmanda nupu keskruudule. Kollase nupud võivad sinu omi lõigata: peatu võimaluse korral turvalistel ruutudel.
tutorial-cut-title = Lõikamine
tutorial-cut-intro = Nupp, mis lõpetab käigu tavaruudul, kus seisab vastase nupp, lõikab selle. Kollase nupp ruudul b7 on sinu omast neli ruutu eespool. Viska.
tutorial-cut-move = Vise 4! Liiguta oma nupp Kollase nupu peale, et see lõigata.
tutorial-cut-home = Lõigatud! Kollase nupp lahkus laualt. See ootab Kollase kodu kõrval ja tuleb tagasi ainult viskega 1 või 5. Lõikamine ei anna lisaviset ja vise 4 ei anna uut viset, nii et nüüd viskab Kollane.
tutorial-cut-safe = Kaks Kollase nuppu seisavad sinu kahest nupust neli ruutu eespool, ruutudel g4 ja c7. Kuid g4 on turvaline ruut, kus kedagi ei lõigata. Lõika see, mida saad.
tutorial-cut-safe-wrong = See nupp jõuaks ruudule g4, mis on turvaline: see seisaks Kollase nupu kõrval ega lõikaks midagi. Vali see, mis on ruudul c7.
tutorial-cut-gate = Lõikamine saadab nupu tagasi tema tee algusse. Sinu esimene lõikamine teeb veel enamat: see avab sinu värava, nagu näitab järgmine õppetund.
tutorial-cut-exercise = Võidab see, kes lõikab esimesena: lõika Kollase nupp enne, kui Kollane lõikab sinu oma.
tutorial-gate-title = Värav
tutorial-gate-intro = Pärast üht tiiru ümber välisringi pöörab sinu tee noole juures sisse, ruudult c1 ruudule b2, keskruudu poole. Kuid see tee on suletud, kuni oled lõiganud vastase nupu. Viska.
tutorial-gate-circle = Vise 4. Sa pole veel kedagi lõiganud, nii et nupp ruudul a1 ei saa sisse pöörata: see jätkab ümber välisringi, möödub sinu kodust ja jõuab ruudule e1. Liiguta seda.
tutorial-gate-circled = Kuni esimese lõikamiseni tiirlevad sinu nupud ümber välisringi.
tutorial-gate-cut = Kollase nupp seisab ruudul b1, ruudul a2 olevast sinu nupust kaks ruutu eespool. Viska.
tutorial-gate-cut-move = Vise 2: lõika see!
tutorial-gate-open = Sinu esimene lõikamine avas sinu värava kogu ülejäänud mänguks.
tutorial-gate-turn-throw = Kui värav on avatud, pöörab sinu nupp ruudul b1 noole juures sisse. Viska.
tutorial-gate-turn = Vise 3: ruudult b1 ruudule c1, noolt mööda ruudule b2 ja edasi ruudule b3. Liiguta seda.
tutorial-gate-must = Kui sinu värav on avatud, pöörab iga sinu nupp, mis möödub ruudust c1, noole juures sisse; ükski ei tee enam uut tiiru.
tutorial-gate-exercise = Võidab see, kes toob esimesena nupu siseringidesse. Keegi pole veel lõiganud, nii et kõigepealt pead lõikama.
tutorial-centre-title = Siseringid ja keskruut
tutorial-centre-intro = Pärast väravat läheb sinu tee päripäeva ümber 5×5 ringi, siis päripäeva ümber 3×3 ringi ja lõpeb keskruudul d4.
tutorial-centre-exact = Sinu nupp ruudul e5 on keskruudust nelja ruudu kaugusel. Viska.
tutorial-centre-too-far = Vise 6 on liiga palju: nupp jõuab keskruudule ainult täpse väärtusega, nii et ruudul e5 olev nupp ei saa liikuda. Liiguta nuppu ruudul d6.
tutorial-centre-again = Vise 6 annab uue viske. Viska uuesti.
tutorial-centre-in = Vise 4, täpselt see, mida ruudul e5 olev nupp vajab. Vii see keskruudule.
tutorial-centre-done = See nupp on lõpetanud: keskruudul ei liigu see enam kunagi.
tutorial-centre-exercise = Too oma kaks viimast nuppu keskruudule enne Kollast. Ainult täpne väärtus viib nupu sisse.
tutorial-king-title = Mängu kuningas
tutorial-king-intro = Kolm sinu nuppu on keskruudul ja viimane on sellest kolme ruudu kaugusel. Esimene mängija, kelle kõik nupud on keskruudul, võidab ja on mängu kuningas. Viska.
tutorial-king-move = Vise 3. Too oma viimane nupp sisse.
tutorial-king-won = Sina oled mängu kuningas! Tavaliselt lõpeb mäng siin.
tutorial-king-places-intro = Kodureegliga „Kohtade eest“ jätkub mäng pärast kuningat. Siin mängib ka Roheline. Viska ja too oma viimane nupp veel kord sisse.
tutorial-king-places-move = Vii see keskruudule.
tutorial-king-places = Sina oled kuningas ning nüüd mängivad Roheline ja Kollane edasi teise ja kolmanda koha eest. Mäng lõpeb, kui teel on nuppe veel vaid ühel mängijal.
tutorial-king-exercise = Saa mängu kuningaks: too kõik oma nupud keskruudule enne Kollast.
tutorial-house-title = Kodureeglid
tutorial-house-intro = Pered mängivad eri kodureeglitega, mis valitakse iga uue mängu jaoks. Kõige traditsioonilisem on visete kogumine: viskad edasi nii kaua, kui tuleb 1, 5, 6 või 12, kogud iga väärtuse ja liigud alles pärast seda. Viska.
tutorial-house-saved = Vise 5: see kogutakse ja sa viskad uuesti.
tutorial-house-saved-again = Vise 6: ka see kogutakse. Viska uuesti.
tutorial-house-choose = Vise 2 lõpetab viskamise. Nüüd kasuta 5, 6 ja 2 mis tahes järjekorras, üks nupp iga väärtuse kohta. Vali kõigepealt 2.
tutorial-house-cut = Liiguta ruudul g6 olevat nuppu kaks ruutu, Kollase nupu peale ruudul f7.
tutorial-house-spend = Nüüd kasuta 5 ja 6: vali väärtus, siis nupp.
tutorial-house-spend-last = Ja viimane väärtus.
tutorial-house-others = Teised kodureeglid: „Lõikamisboonus“ annab pärast lõikamist ühe lisaviske; „Sisenemine“ võib lubada pärast esimest nuppu igal nupul siseneda viskega 1 või 5 või nõuda ka lõigatud nupult viset 1; „Kohtade eest“ jätkab mängu pärast kuningat; ja mängijatel võib olla 4 asemel 5 või 6 nuppu. Ilma kodureegliteta mängid nagu eelmistes õppetundides. Reeglite paneel näitab, millised reeglid kehtivad.
tutorial-house-exercise = Visete kogumisega saa kuningaks enne Kollast. Oluline on, mis järjekorras kogutud väärtusi kasutad.
tutorial-shells-title = Karpidega viskamine
tutorial-shells-intro = Paljud pered viskavad kahe pika täringu asemel kuut kaurikarpi. Karp kukub kas hammastega suu või sileda seljaga üles.
tutorial-shells-throw = Viska karbid.
tutorial-shells-count = Kolm karpi on suuga üles, nii et vise on 3: loe ainult suid. Uus nupp vajab sisenemiseks ikka 1, nii et see 3 läheb kaotsi.
tutorial-shells-throw-again = Viska uuesti.
tutorial-shells-twelve = Kui ükski karp pole suuga üles, on see 12, suurim vise, ja nagu 1, 5 ja 6 annab see uue viske. Karbid annavad kõige sagedamini 2, 3 ja 4; 6 või 12 tuleb vaid üks kord 64 viske kohta.
tutorial-shells-exercise = Vii karpidega oma kaks viimast nuppu keskruudule enne Kollast.
tutorial-partners-title = Paarismäng
tutorial-partners-intro = Paarismängus mängivad vastamisi istujad ühe paarina: sina, Punane, koos Kollasega Rohelise ja Sinise vastu. Sinu nupp on ruudul f7 ja Kollase oma ruudul e7.
tutorial-partners-throw = Viska.
tutorial-partners-blocked = 1 viiks su nupu ruudult f7 ruudule e7, aga seal seisab Kollase nupp ja paarilised üksteist ei lõika. Too 1 abil hoopis uus nupp ruudule d1.
tutorial-partners-home = Mängija, kelle kõik nupud on keskruudul, jäetakse edaspidi vahele. Paar võidab, kui mõlema paarilise kõik nupud on keskruudul.
tutorial-partners-exercise = Kollane on juba kohal. Vii oma viimane nupp keskruudule enne, kui Roheline ja Sinine mõlemad kohale jõuavad, ja sinu paar võidab.

## Arvutimängijad

computer-failed = Mängija { $name } arvutimängija ({ $level }) ebaõnnestus: { $reason }. See mängib edasi tasemel { $easy }.
computer-thread-ended = selle lõim lõppes käiguta
advice-failed = Vihjet, võiduvõimalusi või analüüsi ei õnnestunud välja arvutada: { $reason }. Mäng jätkub.
advice-thread-ended = selle lõim lõppes vastuseta

## The settings screen: the next game's seats

new-game-defaults = Uus mäng algab nii
seat-off = ei mängi
settings-practice-explained = Treening: kui mängivad ainult inimesed, saab käike alati tagasi võtta; treeningu ajal saab neid tagasi võtta ka mängudes arvutimängijatega.

## The statistics screen, the game chooser and the resume prompt

statistics-dhayam = Dhayam
statistics-player = Mängija
statistics-games = Mänge (2 · 3 · 4 mängijaga)
statistics-won = Võite
statistics-cuts-made = Lõikas
statistics-cuts-suffered = Lõigati
statistics-throws-per-game = Viskeid mängu kohta
statistics-luck = Õnn
statistics-luck-hint = Mängija keskmine vise miinus visatu keskmine: kahe pika täringu puhul 3,75, kuue kaurikarbi puhul 3,19
statistics-app-dice = Rakenduse täringud: { $throws ->
    [one] { $throws } vise
   *[other] { $throws } viset
}
statistics-own-dice = Oma täringud: { $throws ->
    [one] { $throws } vise
   *[other] { $throws } viset
}
statistics-seen = visatud
statistics-expected = ausad täringud (igast 16 viskest 2, 3, 4, 3, 2, 1, 1)
statistics-fair = Need visked sobivad ausate täringutega (p = { $p }).
statistics-loaded = Ausad täringud annaksid selliseid viskeid harva (p = { $p }): täringud võivad olla ebaühtlased.
statistics-too-few = Täringute hindamiseks on veel liiga vähe viskeid: { $throws } vajalikust { $needed }-st.
statistics-app-shells = Rakenduse karbid: { $throws ->
    [one] { $throws } vise
   *[other] { $throws } viset
}
statistics-own-shells = Oma karbid: { $throws ->
    [one] { $throws } vise
   *[other] { $throws } viset
}
statistics-expected-shells = ausad karbid (igast 64 viskest 6, 15, 20, 15, 6, 1, 1)
statistics-app-four-shells = Rakenduse neli karpi: { $throws ->
    [one] { $throws } vise
   *[other] { $throws } viset
}
statistics-own-four-shells = Oma neli karpi: { $throws ->
    [one] { $throws } vise
   *[other] { $throws } viset
}
statistics-expected-four-shells = ausad karbid (igast 16 viskest 4, 6, 4, 1, 1)
statistics-fair-shells = Need visked sobivad ausate karpidega (p = { $p }).
statistics-loaded-shells = Ausate karpidega tuleks selliseid viskeid harva (p = { $p }): karbid võivad olla ebaühtlased.
statistics-too-few-shells = Karpide hindamiseks on veel liiga vähe viskeid: { $throws } vajalikust { $needed }-st.
game-dhayam = Dhayam
game-dhayam-line = Tamili täringumäng: kaks kuni neli mängijat võistlevad, kes viib oma nupud esimesena keskruudule.
resume-detail = Sinu viimane mäng jäi pooleli: { $players }, { $throws ->
    [one] seni üks vise.
   *[other] seni { $throws } viset.
}
resume-dhayam = Jätka Dhayami mängu

## A square as a screen reader reads it on the board (its name first), and a turn as the
## live region speaks it
square-home = { $seat } kodu
square-safe = turvaline ruut
square-pawns = { $count ->
    [one] { $seat } nupp
   *[other] { $seat }: { $count } nuppu
}
square-pair = nupupaar, millele ükski vastane ei peatu ega millest üle ei lähe
square-twin = kaksik, mis liigub koos ja mida lõikab ainult kaksik
focus-board = Klahvid lauale
type-move = Kirjuta käik
type-move-hint = d1 e1, c1 6 või n
typed-empty = Kirjuta kõigepealt käik: nupu ruut ja ruut, kuhu see läheb, näiteks d1 e1.
typed-not-a-move = „{ $text }“ ei ole käik: kirjuta nupu ruut ja ruut, kuhu see läheb (d1 e1), ruut ja väärtus (c1 6) või uue nupu jaoks n.
typed-not-now = { $text }: praegu ei ole sinu käiku.
typed-illegal = { $text } ei ole siin lubatud käik.
typed-ambiguous = { $text } sobib mitme käiguga: lisa ruut, kuhu nupp läheb, või väärtus, näiteks d1 e1 või c1 6.
read-waiting = ootab { $count }
read-cut = lõigatud, ootab { $count }
read-on = ruutudel { $squares }
said-turn = { $name } viskas { $values }
said-line = { $name }: { $line }

## Õpi oma mängudest
learn-why-gate-not-opened = Sinu esimene lõikamine avab sinu värava: ilma selleta ei pääse su nupud siseringidesse, nii et võimalik lõikamine tasub ära kasutada.
learn-why-cut-left = Lõikamine saadab vastase nupu tagasi tema tee algusse: see maksab talle palju rohkem kui sulle mõni ruut.
learn-why-safe-ignored = Turvalisel ruudul seisvat nuppu ei saa lõigata; tehtud käik jättis nupu kohta, kus vastase vise võib selle lõigata.
learn-why-pooled-misused = Visete kogumisega on oluline, mis järjekorras kogutud väärtusi kasutad: parem käik kasutab enne teist väärtust.
learn-why-centre-not-reached = Keskruudule jõudnud nupp on oma tee lõpetanud ja keegi ei saa seda lõigata: kui vise viib nupu keskruudule, tee seda.

## Learn from your games (issue 66)
learn-tooltip = Sinu otsused, mis kaotasid kõige rohkem, küsitakse uuesti: leia parem käik
learn-in-hand = Käib { $name }, käes { $values }. Mängus käidi: { $played }.
learn-right-plain = See käik hoiab kuningaks saamise võimalust kõige paremini.
learn-wrong = Mitte see. Parem käik, laual näidatud: { $better }. Sellega võrreldes kaotas mängus tehtud käik { $lost } kuningaks saamise võimalusest.
learn-shown = Pärast paremat käiku
learn-board = Harjutuse seis, parem käik märgitud
learn-kind-gate-not-opened = Värav jäi avamata
learn-kind-cut-left = Lõikamata jäänud nupp
learn-kind-centre-not-reached = Keskruut jäi saavutamata
learn-kind-safe-ignored = Kasutamata turvaline ruut
learn-kind-pooled-misused = Kogutud väärtused valesti kasutatud
learn-yours = Sinu käik { $move }: kuningaks saamise võimalus { $chance }; parema käigu oma: { $better }.
learn-line = Mängus, siit edasi: { $moves }
learn-leave-key = Lahku harjutustest
