# Dhayam — eesti keel

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
practice = Harjutus
practice-hint = Luba tagasivõtmist ka siis, kui mängivad arvutid
fast-forward = Kiirenda arvuteid
fast-forward-hint = Arvuti käigud tehakse kohe, ilma pausi ja animatsioonita
animation = Animatsioon
undo-hint = Võta viimane käik tagasi (vise jääb samaks)
throw-hint = Viska mõlemat täringut (tühik või klõps täringutel)
speed-off = väljas
speed-slow = aeglane
speed-normal = tavaline
speed-fast = kiire
rules-button = Reeglid
rules-hint = Kuidas Dhayami mängida (F1)

## Side panel

how-to-play = Kuidas mängida
help-dice = Viska kahte pikka täringut: väärtus on pealmiste tahkude summa, kaks tühja tahku annavad 12.
help-enter = Vise 1 toob uue etturi sinu koduruudule; lõigatud ettur tuleb tagasi viskega 1 või 5.
help-click = Klõpsa rõngaga etturil või piiratud ruudul, kuhu see jõuaks. Hiirega peale minnes näed teed.
help-cut = Maandu tavaruudul üksi seisval vastase etturil, et see lõigata. Ristiga ruudud on turvalised.
help-gate = Esimene lõikamine avab sinu värava: siis lähevad etturid noole kaudu sisemistele ringidele.
help-again = Visetega 1, 5, 6 ja 12 saab uuesti visata. Kes esimesena kõik etturid keskele viib, on kuningas.
players = Mängijad
dice = Täringud
this-turn = See kord:
choose-value = Kasutatav väärtus:
human = inimene
house-rules-short = Kodureeglid:
recent = Viimati:
gate-open-short = värav avatud
level-random = juhuslik
level-beginner = algaja
level-greedy = lihtne
level-medium = keskmine
level-hard = raske
computer = arvuti ({ $level })
pawns-home = keskel { $done }/{ $total }
use-value = kasuta { $value }
value-label = väärtus { $value }
no-value = väärtust veel pole
option-setting = { $option }: { $value }

## Status line

to-throw = { $name }: viska
throw-again = { $name }: viska uuesti
to-move-one = { $name }: liiguta etturit { $value } võrra
to-move-choose = { $name }: vali väärtus, siis ettur
throwing = { $name } viskab täringuid
thinking = { $name } mõtleb...
cannot-use = { $count ->
    [one] { $name } ei saa viset { $values } kasutada
   *[other] { $name } ei saa viskeid { $values } kasutada
}
cut-news = { $mover } lõikas ruudul { $square } mängija { $victim }
gate-open = Värav avatud: { $name }
finished = { $name }: kõik etturid on keskel
is-king = { $name } on kuningas!

## Seats

seat-red = Punane
seat-green = Roheline
seat-yellow = Kollane
seat-blue = Sinine

## Accessible names on the board and dice

square = ruut { $square }
pawn-on = { $count ->
    [one] { $seat } ettur ruudul { $square }
   *[other] { $count } etturit ({ $seat }) ruudul { $square }
}
pawn-waiting-new = { $seat } ettur ootab (uus)
pawn-waiting-cut = { $seat } ettur ootab (lõigatud)
die = { $pips ->
    [0] täring { $index }: tühi
   *[other] täring { $index }: { $pips }
}

## New game dialog

new-game-title = Uus mäng
seats = Kohad
name = Nimi
house-rules = Kodureeglid
pawns-each = Etturit igaühel
seed = Täringuseeme
seed-hint = Sama seeme annab samad visked: sisesta see, et mängu korrata
seed-invalid = Seeme peab olema täisarv
need-two-seats = Vali vähemalt kaks kohta
two-must-be-opposite = Kaks mängijat istuvad vastamisi: Punane ja Kollane või Roheline ja Sinine
seat-plays = { $seat } mängib
seat-player = { $seat } mängija
seat-name = { $seat } nimi
option-turn = Käigud
option-entry = Sisenemine
option-cutbonus = Lõikamise boonus
option-places = Kohad
option-pawns = Etturid
option-turn-explain = Kohe: kasuta iga vise enne järgmist. Kogudes: viska uuesti iga kord, kui tuleb 1, 5, 6 või 12, ja kasuta siis kogutud väärtusi mis tahes järjekorras.
option-entry-explain = Millised visked toovad etturi lauale: uus ettur viskega 1, lõigatud ettur viskega 1 või 5 (tavaline); pärast esimest etturit ükskõik milline viskega 1 või 5; või ainult 1.
option-cutbonus-explain = Lõikamine annab ühe lisaviske.
option-places-explain = Pärast kuningat mängitakse edasi teise ja kolmanda koha peale.
option-pawns-explain = Mitu etturit peab iga mängija keskele viima.
turn-immediate = kohe
turn-pooled = kogudes
entry-seed = tavaline
entry-open5 = pärast esimest 1 või 5
entry-one = ainult 1
off = väljas
on = sees

## Game over

game-over = Mäng läbi
place = Koht
player = Mängija
throws = Visked
moves = Käigud
cuts = Lõikas
was-cut = Lõigati
place-n = { $n ->
    [1] Kuningas
   *[other] { $n }.
}

## Errors: moves and throws

illegal-game-over = Mäng on läbi.
illegal-not-thrown = Viska kõigepealt täringuid.
illegal-value-not-thrown = Väärtust { $value } pole kasutamiseks ootel.
illegal-no-such-pawn = Etturit „{ $pawn }” pole liigutada.
illegal-entry-one = See ettur vajab sisenemiseks viset 1.
illegal-entry-one-five = See ettur vajab sisenemiseks viset 1 või 5.
illegal-pawn-finished = Keskel olev ettur enam ei liigu.
illegal-past-centre = Keskele jõudmiseks on vaja täpset väärtust.
illegal-own-pawn = Ruudul { $square } on sinu enda ettur.
illegal-must-move = Käik on võimalik, seega tuleb vise kasutada.
throw-move-first = Kasuta ootel väärtus enne uut viset.

## Errors: positions

pos-seat-count = Mängib { $count } kohta; mängus peab olema 2 kuni 4.
pos-not-opposite = { $first } ja { $second } ei istu vastamisi; kaks mängijat peavad.
pos-pawn-count = Mängijal { $seat } on { $found } etturit; selles mängus on { $expected }.
pos-past-closed-gate = { $seat } ettur on kohal { $progress } värava taga, kuid värav on suletud.
pos-shared-square = { $first } ja { $second } jagavad tavaruutu { $square }.
pos-cut-without-cutter = { $seat } ettur on lõigatud, kuid keegi pole veel lõiganud.
pos-cut-by-absent = { $seat } on märgitud lõikajaks, kuid ei mängi.
pos-finished-absent = { $seat } on märgitud lõpetanuks, kuid ei mängi.
pos-finished-without-places = Kohti on märgitud lõpetanuks, kuid mängu ei mängita kohtadele.
pos-finished-pawns-out = { $seat } on märgitud lõpetanuks, kuid tal on etturid väljaspool keskruutu.
pos-finished-not-listed = Mängija { $seat } kõik etturid on keskel, kuid teda pole märgitud lõpetanuks.
pos-every-seat-finished = Kõik kohad on märgitud lõpetanuks.
pos-two-kings = { $first } ja { $second } ei saa mõlemad olla kuningas.
pos-throw-again-immediate = Uus vise on ootel, kuid käigud on „kohe”.
pos-several-values = Ootel on { $count } väärtust, kuid „kohe”-käigus saab olla ainult üks.
pos-throw-again-without-values = Uus vise on ootel ilma kogutud väärtusteta.
pos-too-many-values = Ootel on { $count } väärtust; see on rohkem, kui üks käik mahutab.
pos-to-move-absent = Käik on mängijal { $seat }, kuid ta ei mängi.
pos-to-move-finished = Käik on mängijal { $seat }, kuid ta on juba lõpetanud.

## Errors: replays, saved games and settings

replay-start = Mängu ei saa alustada: { $reason }
replay-throw = Käik { $ply }: siin ei tohi visata. { $reason }
replay-move = Käik { $ply }: käik { $mv } rikub reegleid. { $reason }
replay-past-end = Käik { $ply } on pärast mängu lõppu ({ $len } käiku).
save-io = { $path }: { $message }
save-too-large = Fail on { $bytes } baiti, Dhayami mängu jaoks liiga suur.
save-not-text = Fail ei ole tekst.
save-syntax = Fail ei ole korrektne mängufail: { $detail }
save-not-dhayam = Fail ei ole Dhayami mäng.
save-newer-version = Fail on salvestatud uuema Dhayamiga (vorming { $found }). Palun uuenda rakendust.
save-bad-version = Vormingu versiooni { $found } pole olemas.
save-bad-rules = Faili kodureeglid on valed: { $detail }
save-bad-seats = Faili kohad on valed: { $detail }
save-bad-ply = Käik { $ply } („{ $text }”) ei ole vise ega käik.
save-replay = Salvestatud mäng rikub reegleid. { $reason }
save-dice-mismatch = Vise käigul { $ply } ei ole see, mille täringuseeme annab.
save-bad-position = Salvestatud seis on vale: { $detail }
save-position-mismatch = Salvestatud seis „{ $stored }” ei ole see, kuhu käigud viivad („{ $replayed }”).
save-outcome-mismatch = Salvestatud tulemus ei vasta käikude lõpule.

## The rules overlay

rules-title = Dhayami reeglid
rules-close = Sulge
rules-contents = Sisukord
rules-changed = selles mängus muudetud
rules-usual = tavaliselt: { $value }
rules-in-game = Selles mängus: { $value }
rules-dice-title = Täringud
rules-dice-body = Dhayami mängitakse kahe pika neljatahulise täringuga (dhayakattai). Tahkudel on tühi, 1, 2 ja 3 silma. Vise loeb kokku kaks pealmist tahku; kaks tühja tahku annavad 12. Seega on vise väärt 1, 2, 3, 4, 5, 6 või 12.
rules-dice-caption = 1 + 2 = 3 ja kaks tühja = 12
rules-board-title = Mängulaud
rules-board-body = Laual on 7 × 7 ruutu. Iga külje keskmine ruut on mängija kodu: Punane all, Roheline paremal, Kollane üleval, Sinine vasakul. Kaks mängijat istuvad vastamisi. Iga ettur läbib oma teed mööda kõiki ruute: kõigepealt ümber välimise ringi, siis sissepoole väiksematele ringidele kuni keskele.
rules-board-caption = Punase tee kodust keskele
rules-enter-title = Sisenemine
rules-enter-body = Kõik etturid alustavad väljaspool lauda. Uus ettur siseneb sinu koduruudule ainult viskega 1. Lõigatud ettur tuleb tagasi viskega 1 või 5.
rules-enter-caption = Vise 1: ootav ettur siseneb koju
rules-move-title = Liikumine
rules-move-body = Ettur liigub oma teel edasi täpselt nii mitu ruutu, kui vise näitab. Üks vise liigutab üht etturit; seda ei jagata. Teistest etturitest võib üle minna. Kui mõni käik on võimalik, tuleb see teha; kui ei ole, läheb vise kaotsi. Visked 1, 5, 6 ja 12 annavad uue viske.
rules-move-caption = Vise 4: ettur astub neli ruutu
rules-cut-title = Lõikamine ja turvalised ruudud
rules-cut-body = Kui maandud tavaruudul vastase etturil, lõikad selle: see lahkub laualt ja peab uuesti sisenema. Tavaruudul võib olla üks ettur ja mitte kunagi kaks sinu omast. Ristiga ruudud on turvalised: seal võib olla ükskõik mitu etturit ja kedagi ei lõigata.
rules-cut-caption = Punane maandub Kollasel ja lõikab selle
rules-gate-title = Värav
rules-gate-body = Sinu etturid võivad välimiselt ringilt lahkuda alles pärast seda, kui oled vähemalt korra lõiganud. Esimene lõikamine avab sinu värava: siis järgivad etturid kodu kõrval olevat noolt sisemistele ringidele. Seni tiirlevad nad välimisel ringil.
rules-gate-caption = Värav on avatud: ettur läheb noolt mööda sisse
rules-centre-title = Keskruut
rules-centre-body = Keskruudule jõudmiseks on vaja täpset viset: käik, mis läheks sellest mööda, ei ole lubatud. Keskel olev ettur on lõpetanud ega liigu enam.
rules-centre-caption = Vise 3 viib etturi täpselt keskele
rules-win-title = Võit
rules-win-body = Esimene mängija, kes viib kõik oma etturid keskele, võidab ja on mängu kuningas.
rules-win-caption = Kõik etturid keskel: Punane on kuningas
rules-house-title = Kodureeglid
rules-house-body = Pered mängivad Dhayami veidi erinevalt. Need reeglid valitakse uue mängu aknas; need, mida see mäng mängib tavalisest erinevalt, on märgitud.

## Vihjed, võiduvõimalused ja mängu ülevaade

hint = Vihje
hint-tooltip = Näita praegu parimat käiku ja võimalust, et see teeb sinust kuninga (H)
hint-thinking = Otsin parimat käiku...
hint-best = Vihje: { $move }
hint-chance = Võimalus saada kuningaks: { $percent }
hint-next = paremuselt järgmine { $move }: { $percent } ({ $difference })
win-chances = Võiduvõimalused
win-chances-setting = Näita võiduvõimalusi
win-chances-hint = Külgpaneelil riba iga mängija võimalusega saada kuningaks, hinnatakse pärast igat käiku
win-chance = { $name }: { $percent }
review = Ülevaade
review-tooltip = Vaata mäng uuesti läbi, iga sinu otsus hinnatud
reviewing = Vaatan mängu üle...
review-title = Mängu ülevaade
review-back = Tagasi mängu juurde
review-first = Esimene
review-previous = Eelmine
review-next = Järgmine
review-last = Viimane
review-decisions = Otsused
review-none = Pole otsuseid, mida hinnata: iga käik oli sunnitud.
review-row = { $number }. { $name } käis { $played }
review-lost = kaotas { $loss }, parim { $best }
review-best-move = parim käik
review-at = Käik { $number } / { $total }
review-end = Mängu lõpp
review-played-by = { $name } käis { $played }
review-error-rate = vead: { $percent }
review-luck = õnn: { $luck }
review-luck-hint = Mängija keskmine vise miinus 3,75, kahe täringu keskmine
review-error-hint = Otsuste osa, mis said märgi ?!, ? või ??
review-marks = ?! kaotas 2% või rohkem, ? kaotas 5% või rohkem, ?? kaotas 10% või rohkem
review-incomplete = Aeg sai otsa: viimaseid otsuseid ei hinnatud.
review-board = Laud enne käiku { $number }

## Juhendav õpetus.

tutorial-hint = Õpi Dhayami samm-sammult päris laual
tutorial-no-throw-now = Mitte praegu: tee kõigepealt seda, mida sõnum palub.
tutorial-dice-title = Pikad täringud
tutorial-dice-intro = Dhayami mängitakse kahe pika täringuga. Kummalgi on neli pikka tahku: tühi, 1, 2 ja 3 silma. Vise loeb kokku kaks pealmist tahku.
tutorial-dice-throw = Viska täringuid: klõpsa neid või vajuta „Viska”.
tutorial-dice-sum = 2 ja 1 teevad 3. Sul pole veel ühtki etturit laual ja viskega 3 ei sisene keegi, nii et see vise läheb kaotsi ja sinu käik lõpeb.
tutorial-dice-throw-again = Jätame siin kollase käigu vahele: viska veel kord.
tutorial-dice-twelve = Kaks tühja! Need annavad 12, mitte 0: kõige suurema viske, ja sa saad veel ühe viske. Seega on vise väärt 1, 2, 3, 4, 5, 6 või 12.
tutorial-enter-title = Lauale sisenemine
tutorial-enter-intro = Sinu etturid ootavad ristiga märgitud koduruudu kõrval. Uus ettur tuleb sinna ainult viskega 1. Viska.
tutorial-enter-one = Vise 1! Klõpsa ootavat etturit, et see koduruudule tuua.
tutorial-enter-again = Vise 1 annab uue viske. Viska uuesti.
tutorial-enter-four = Viskega 4 uus ettur ei sisene. Liiguta koduruudul olevat etturit oma teel neli ruutu edasi.
tutorial-enter-cut = Lõigatud ettur ootab samuti sinu kodu kõrval, ristiga märgitult, ja tuleb tagasi viskega 1 või 5. Sa viskasid 5: too lõigatud ettur tagasi.
tutorial-move-title = Liikumine ja uus vise
tutorial-move-intro = Ettur liigub oma teel edasi täpselt viske väärtuse võrra ja üks vise liigutab üht etturit. Viska.
tutorial-move-six = Vise 6. Vali ettur ja liiguta seda kuus ruutu.
tutorial-move-again = Vise 6 annab uue viske, samuti 1, 5 ja 12. Viska uuesti.
tutorial-move-three = Vise 3. Liiguta üht etturit kolm ruutu.
tutorial-move-turn-passes = Pärast viset 2, 3 või 4 lõpeb sinu kord ja järgmine mängija viskab.
tutorial-safe-title = Turvalised ruudud
tutorial-safe-intro = Ristiga ruudud on turvalised: neli kodu, välisringist järgmise ringi neli nurka (b2, f2, f6, b6) ja keskpunkt d4. Sa viskasid 4: liiguta etturit, mis jõuab märgitud ruudule g4.
tutorial-safe-shared = Sinu ettur jagab ruutu g4 kollase etturiga. Turvalisel ruudul võib olla ükskõik mitu etturit ja kedagi ei lõigata.
tutorial-safe-own = Tavaruudul võib olla ainult üks ettur, nii et seal ei saa käiku lõpetada oma etturi peal. Nelja sammuga jõuaks ettur ruudult g1 sinu etturi peale ruudul g5: liiguta hoopis ruudul g5 olevat etturit.
tutorial-keys = Klahvid: paremnool või Enter edasi, vasaknool tagasi, tühik viska, Esc lahku.
tutorial-choose-value = Vali kasutatav väärtus:
tutorial-not-that-value = Ka see väärtus on kogutud, kuid see samm küsib teist.
tutorial-exercise-players = Sina mängid värviga { $you }, lihtne arvutimängija värviga { $computer }. Nüüd veerevad täringud päriselt.
tutorial-exercise-won = Said hakkama! Mine järgmise õppetunni juurde või mängi harjutust uuesti.
tutorial-exercise-lost = { $seat } jõudis enne. Proovi uuesti: täringud langevad teisiti.
tutorial-event-threw = { $seat } viskas { $value }.
tutorial-event-entered = { $seat } tõi etturi ruudule { $square }.
tutorial-event-moved = { $seat } liigutas etturi ruudult { $from } ruudule { $to }.
tutorial-event-cut = { $seat } liigutas etturi ruudult { $from } ruudule { $to } ja lõikas mängija { $victim } etturi.
tutorial-event-lost = { $seat } ei saanud viset kasutada.
tutorial-dice-exercise = Võidujooks kollasega keskele: sinu viimane ettur ruudul f2 on täpselt 12 ruudu kaugusel. Kaks tühja tahku viiksid ta otse sisse.
tutorial-enter-exercise = Võidab see, kellel on esimesena kaks etturit laual. Uus ettur vajab 1; sinu lõigatud ettur tuleb tagasi viskega 1 või 5.
tutorial-move-exercise = Võidab see, kes toob esimesena kolmanda etturi keskele. Iga vise liigutab üht etturit, nii et vali hoolega, millist.
tutorial-safe-exercise = Võidab see, kes toob esimesena kolmanda etturi keskele. Kollased etturid võivad sinu omi lõigata: peatu võimaluse korral turvalistel ruutudel.
tutorial-cut-title = Lõikamine
tutorial-cut-intro = Ettur, mis lõpetab käigu tavaruudul, kus seisab vastase ettur, lõikab selle. Kollane ettur ruudul b7 on sinu omast neli ruutu eespool. Viska.
tutorial-cut-move = 4! Liiguta oma ettur kollase etturi peale, et see lõigata.
tutorial-cut-home = Lõigatud! Kollane ettur lahkus laualt. Ta ootab kollase kodu kõrval ja tuleb tagasi ainult viskega 1 või 5. Lõikamine ei anna lisaviset ja 4 ei anna uut viset, nii et nüüd viskab kollane.
tutorial-cut-safe = Kaks kollast etturit seisavad sinu kahest etturist neli ruutu eespool, ruutudel g4 ja c7. Kuid g4 on turvaline ruut, kus kedagi ei lõigata. Lõika see, mida saad.
tutorial-cut-safe-wrong = See ettur jõuaks ruudule g4, mis on turvaline: ta seisaks kollase etturi kõrval ega lõikaks midagi. Lõika see, mis on ruudul c7.
tutorial-cut-gate = Lõikamine saadab etturi tagasi teekonna algusse. Sinu esimene lõige teeb veel enamat: see avab sinu värava, nagu näitab järgmine õppetund.
tutorial-cut-exercise = Võidab see, kes lõikab esimesena: lõika kollane ettur enne, kui kollane lõikab sinu oma.
tutorial-gate-title = Värav
tutorial-gate-intro = Pärast ühte ringi välisringil pöörab sinu teekond noolel ruudult c1 ruudule b2, keskme poole. Kuid see tee on suletud, kuni oled lõiganud vastase etturi. Viska.
tutorial-gate-circle = 4. Sa pole veel kedagi lõiganud, nii et ettur ruudul a1 ei saa sisse pöörata: ta jätkab välisringil, möödub sinu kodust ja jõuab ruudule e1. Liiguta teda.
tutorial-gate-circled = Kuni esimese lõikeni tiirlevad sinu etturid välisringil.
tutorial-gate-cut = Kollane ettur seisab ruudul b1, sinu ruudul a2 olevast etturist kaks ruutu eespool. Viska.
tutorial-gate-cut-move = 2: lõika ta!
tutorial-gate-open = Sinu esimene lõige avas sinu värava kogu ülejäänud mänguks.
tutorial-gate-turn-throw = Kui värav on avatud, pöörab sinu ettur ruudul b1 noolel sisse. Viska.
tutorial-gate-turn = 3: ruudult b1 ruudule c1, mööda noolt ruudule b2 ja edasi ruudule b3. Liiguta teda.
tutorial-gate-must = Kui värav on avatud, pöörab iga sinu ettur, mis möödub ruudust c1, noolel sisse; ükski ei tee enam uut ringi.
tutorial-gate-exercise = Võidab see, kes toob esimesena etturi siseringidesse. Keegi pole veel lõiganud, nii et kõigepealt pead lõikama.
tutorial-centre-title = Siseringid ja keskpunkt
tutorial-centre-intro = Pärast väravat läheb sinu teekond päripäeva ümber 5×5 ringi, siis päripäeva ümber 3×3 ringi ja lõpeb keskpunktis d4.
tutorial-centre-exact = Sinu ettur ruudul e5 on keskpunktist nelja ruudu kaugusel. Viska.
tutorial-centre-too-far = 6 on liiga palju: ettur jõuab keskele ainult täpse väärtusega, nii et ruudul e5 olev ettur ei saa liikuda. Liiguta etturit ruudul d6.
tutorial-centre-again = Vise 6 annab uue viske. Viska uuesti.
tutorial-centre-in = 4, täpselt see, mida ruudul e5 olev ettur vajab. Vii ta keskele.
tutorial-centre-done = See ettur on kohal: keskel olev ettur ei liigu enam kunagi.
tutorial-centre-exercise = Too oma kaks viimast etturit keskele enne kollast. Ainult täpne väärtus viib etturi sisse.
tutorial-king-title = Mängu kuningas
tutorial-king-intro = Kolm sinu etturit on keskel ja viimane on kolme ruudu kaugusel. Esimene mängija, kelle kõik etturid on keskel, võidab ja on mängu kuningas. Viska.
tutorial-king-move = 3. Too oma viimane ettur sisse.
tutorial-king-won = Sina oled mängu kuningas! Tavaliselt lõpeb mäng siin.
tutorial-king-places-intro = Kodureegliga „kohtade eest” jätkub mäng pärast kuningat. Siin mängib ka roheline. Viska ja too oma viimane ettur veel kord sisse.
tutorial-king-places-move = Vii ta keskele.
tutorial-king-places = Sina oled kuningas ning nüüd mängivad roheline ja kollane edasi teise ja kolmanda koha eest. Mäng lõpeb, kui teel on etturid veel vaid ühel mängijal.
tutorial-king-exercise = Saa mängu kuningaks: too kõik oma etturid keskele enne kollast.
tutorial-house-title = Kodureeglid
tutorial-house-intro = Pered mängivad eri kodureeglitega, mis valitakse iga uue mängu jaoks. Kõige traditsioonilisem on kogutud käigud: viskad uuesti iga kord, kui tuleb 1, 5, 6 või 12, kogud iga väärtuse ja liigud alles pärast seda. Viska.
tutorial-house-saved = 5: see on kogutud ja sa viskad uuesti.
tutorial-house-saved-again = 6: ka see on kogutud. Viska uuesti.
tutorial-house-choose = 2 lõpetab viskamise. Nüüd kasuta 5, 6 ja 2 mis tahes järjekorras, üks ettur iga väärtuse kohta. Vali kõigepealt 2.
tutorial-house-cut = Liiguta ruudul g6 olevat etturit kaks ruutu, kollase etturi peale ruudul f7.
tutorial-house-spend = Nüüd kasuta 5 ja 6: vali väärtus, siis ettur.
tutorial-house-spend-last = Ja viimane väärtus.
tutorial-house-others = Teised kodureeglid: „lõikamise boonus” annab pärast lõiget ühe lisaviske; „sisenemine” võib lubada pärast esimest etturit igal etturil siseneda viskega 1 või 5 või nõuda ka lõigatud etturilt viset 1; „kohtade eest” jätkab pärast kuningat; ja mängijatel võib olla 4 asemel 5 või 6 etturit. Ilma kodureegliteta mängid nagu eelmistes õppetundides. Mängu reeglite paneel näitab kehtivaid reegleid.
tutorial-house-exercise = Kogutud käikudega saa kuningaks enne kollast. Oluline on, mis järjekorras kogutud väärtusi kasutad.

## Arvutimängijad

computer-failed = Mängija { $name } arvutimängija ({ $level }) ebaõnnestus: { $reason }. See mängib edasi tasemel { $easy }.
computer-thread-ended = selle lõim lõppes käiguta
