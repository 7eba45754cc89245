# Makruk (Tai male): selle mängu ekraanide sõnad.
#
# Glossary: khun = kuningas, met = nõunik, khon = oda, ma = ratsu, ruea = vanker,
#   bia = ettur, promoted bia = muundunud ettur, Makruk = makruk, White = Valge,
#   Black = Must, check = tuli, checkmate = matt, stalemate = patt, draw = viik,
#   count / counting = loendus (loendama), board's honour = laua loendus,
#   pieces' honour = nuppude loendus, the counting side = loendav pool, move = käik,
#   square = ruut, board = laud,
#   levels Beginner, Easy, Medium, Hard, Master = Algaja, Lihtne, Keskmine, Raske, Meister,
#   position = seis, level = tase, rank = rida, file = liin, promotion = muundumine,
#   review = analüüs. The full list, checked by a test: GLOSSARY.md beside this file.
# "nõunik", not "lipp": the met moves one square diagonally, nothing like a queen.

makruk = Makruk
makruk-white = Valge
makruk-black = Must

## Nupud (Pieces, in the game's own words)
makruk-khun = kuningas
makruk-met = nõunik
makruk-khon = oda
makruk-ma = ratsu
makruk-ruea = vanker
makruk-bia = ettur
makruk-promoted-bia = muundunud ettur

# The accessible name of a square and what stands on it: "Valge vanker ruudul a1".
makruk-piece-on = { $color } { $piece } ruudul { $square }
makruk-square = ruut { $square }

## Mängijad ja käik (Players and the turn)
makruk-person = Inimene
makruk-you = sina
makruk-computer = Arvuti ({ $level })
makruk-level-beginner = Algaja
makruk-level-easy = Lihtne
makruk-level-medium = Keskmine
makruk-level-hard = Raske
makruk-level-master = Meister
makruk-to-move = { $name } käib
makruk-thinking = { $name } mõtleb…
makruk-check = Tuli!

## Mängu lõpp (The end of the game)
makruk-checkmate = Matt: { $name } võidab
makruk-stalemate = Patt: viik
makruk-draw-counting = Viik: loendus jõudis piirini
makruk-draw-repetition = Viik: sama seis kolm korda
makruk-draw-kings = Viik: alles on ainult kaks kuningat
makruk-draw-counter-mate = Viik: matistas loendav pool
makruk-game-over = Mäng on läbi
makruk-result-wins = { $name } võidab
makruk-result-draw = Viik

## Loendus (Counting)
makruk-board-honour = Laua loendus
makruk-pieces-honour = Nuppude loendus
# The count as a player says it: "Laua loendus 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = loendab { $name }
makruk-start-count = Alusta loendust
makruk-stop-count = Lõpeta loendus
makruk-keep-board-count = Jätka laua loendust
makruk-stop-count-question = Kas lõpetad loenduse? Kui loendus uuesti algab, loetakse jälle alates { $number }.
makruk-stop-count-yes = Jah, lõpeta
makruk-count-last = Viimane loendus: võidab ainult matt järgmise käiguga; pärast seda on mäng viik.
makruk-mate-warning = Sa loendad: matt on praegu viik. Kas käid ikkagi?
makruk-play-anyway = Käi
makruk-cancel = Loobu

## Nupud ja käikude loend (Buttons and the move list)
makruk-undo = Võta tagasi
makruk-flip = Pööra laud
makruk-play-again = Mängi uuesti
makruk-new-game-button = Uus mäng…
makruk-moves = Käigud
makruk-computer-failed = Arvutimängija peatus ({ $why }); ta jätkab tasemel „Lihtne“.
makruk-advice-failed = Arvuti ei saanud mõtlemist lõpetada ({ $why }); mäng jätkub.

## Uue mängu aken (The new game dialog)
makruk-new-game = Uus makrukimäng
makruk-player-person = Inimene
makruk-player-computer = Arvuti
makruk-name = Nimi
makruk-level = Tase
makruk-counting = Loendus
makruk-counting-automatic = Automaatne
makruk-counting-traditional = Traditsiooniline: nõrgem pool loendab valjusti
makruk-start-from = Alusta seisust
makruk-start-position = Algseis
makruk-from-fen = Seis (FEN)
makruk-start = Alusta
makruk-bad-fen = Seda seisu ei saa mängida: { $why }

## Miks seisu (FEN) ei saa mängida (Why a position (FEN) cannot be played)
makruk-fen-empty = midagi ei antud
makruk-fen-fields = selles on üle kuue välja
makruk-fen-ranks = laual peab olema 8 rida, eraldatud märgiga /
makruk-fen-rank-length = real { $rank } pole 8 ruutu
makruk-fen-piece = '{ $char }' ei ole nupu täht (K M S N R P)
makruk-fen-promoted = '~' võib järgneda ainult nõunikule (M või m)
makruk-fen-side = käigul olev pool peab olema w või b
makruk-fen-castling = kolmas väli peab olema '-' (makrukis pole vangerdust)
makruk-fen-number = loenduse väärtus või käigu number ei ole arv
makruk-fen-khun = { $color } vajab täpselt ühte kuningat
makruk-fen-too-many = { $color }: nuppe on üle 16
makruk-fen-too-many-bias = { $color }: ettureid on üle 8
makruk-fen-too-many-kind = { $color }: nuppe „{ $piece }“ on rohkem, kui ühel poolel olla saab (kõige rohkem { $most })
makruk-fen-bia-rank = ettur ruudul { $square } on muundumisreal või sellest kaugemal
makruk-fen-bia-behind = ettur ruudul { $square } on oma algreast tagapool
makruk-fen-in-check = pool, kelle käik see ei ole, on tule all
makruk-fen-count-bias = loendus on antud, kuigi laual on ettureid
makruk-fen-count-limit = loenduse piir ei ole makrukis kasutatav väärtus
makruk-fen-letter = FEN-is on { $piece } valgel { $white } ja mustal { $black }.

## Lõpud väljaspool reegleid (Ends besides the rules)
makruk-resigned = { $loser } annab alla: { $winner } võidab
makruk-draw-agreed = Viik kokkuleppel
makruk-time-lost = { $loser } ületas aja: { $winner } võidab
makruk-time-drawn = { $loser } ületas aja, kuid mängijal { $winner } on alles ainult kuningas: viik
makruk-draw-offered = { $name } pakub viiki
makruk-draw-declined = { $name } keeldub viigist: mäng jätkub

## Mängu nupud (Buttons of the game)
makruk-hint = Vihje (H)
makruk-resign = Anna alla
makruk-offer-draw = Paku viiki
makruk-accept-draw = Nõustu viigiga
makruk-decline-draw = Mängi edasi
makruk-back-to-present = Tagasi mängu
makruk-review = Analüüsi mängu
makruk-copy-fen = Kopeeri seis (FEN)
makruk-eval-bar = Hinnanguriba

## Kell (The clock)
makruk-clock = Kell
makruk-clock-minutes = minutit kummalegi
makruk-clock-increment = sekundit lisa iga käigu eest
makruk-clock-of = { $color } kell

## Vihjed ja analüüs (Hints and the review)
makruk-hint-thinking = Otsin head käiku…
# "Vihje: Nc3 — võiduvõimalus 62%"
makruk-hint-best = Vihje: { $move } — võiduvõimalus { $chance }%
makruk-hint-second = Paremuselt teine: { $move }, { $less }% vähem
makruk-eval-white = Valge võiduvõimalus: { $chance }%
makruk-reviewing = Analüüsin mängu: seis { $done } / { $total }
makruk-review-summary = { $count ->
    [0] Ükski käik ei kaotanud palju: hästi mängitud.
    [one] Üks käik on märgitud: klõpsa sellel, et näha paremat käiku.
   *[other] { $count } käiku on märgitud: klõpsa ühel, et näha paremat käiku.
}
makruk-review-better = { $played } kaotas { $lost }% võiduvõimalusest; parem oli { $better }
makruk-review-marks = ?! kaotas 5% või rohkem · ? kaotas 10% või rohkem · ?? kaotas 20% või rohkem
makruk-reviewing-deeper = Igal käigul on esimene märk; vaatan sügavamalt: seis { $done } / { $total }

## Salvestatud mäng, mida ei saa avada (A saved game that cannot be opened)
makruk-save-syntax = fail ei ole korrektne mängufail: { $detail }
makruk-save-not-makruk = fail ei ole makrukimäng
makruk-save-newer = fail on salvestatud rakenduse uuema versiooniga (vorming { $found })
makruk-save-bad-version = vormingu versiooni { $found } pole olemas
makruk-save-counting = loendus '{ $detail }' ei ole automaatne ega traditsiooniline
makruk-save-player = { $color } mängija '{ $detail }' ei ole inimene ega arvuti tase
makruk-save-name = { $color } mängija nimi on tühi või liiga pikk
makruk-save-move = käiku { $ply } ei saa teha: { $detail }
makruk-save-after-end = käik { $ply } tuleb pärast mängu lõppu
makruk-save-count = loendus enne käiku { $ply } rikub reegleid: { $detail }
makruk-save-count-order = loenduse toimingud on vales järjekorras (poolkäik { $ply })
makruk-save-position = salvestatud seis ei ole see, kuhu käigud viivad
makruk-save-outcome = salvestatud tulemus ei vasta käikude tulemusele
makruk-save-ending = lõpp '{ $detail }' ei ole selline, mida see rakendus kirjutab
makruk-save-clock = kellal on rohkem aega, kui mängus olla saab

## PGN-fail, mida ei saa importida (A PGN file that cannot be imported)
makruk-pgn-where = mäng { $game }, rida { $line }: { $why }
makruk-pgn-variant = mäng on '{ $variant }', mitte makruk
makruk-pgn-tag = '{ $tag }' ei ole märgend kujul [Name "value"]
makruk-pgn-comment = märgiga {"{"} alanud kommentaar jääb sulgemata
makruk-pgn-brackets = variantide sulud ei klapi

## Seaded (Settings)
makruk-pieces = Nupud
makruk-pieces-thai = Tai nupukujud
makruk-pieces-western = Lääne nupukujud tähtedega
makruk-board = Laud
makruk-board-plain = Ühevärviline, joontega (traditsiooniline)
makruk-board-chequered = Ruuduline
makruk-notation = Käikude kirjaviis
makruk-notation-san = SAN (Nd2, e6=M)
makruk-notation-thai = Tai (มง๒, จ๖=ม็)
makruk-animation = Käigud liuglevad üle laua

## Reeglid (The rules overlay)
makruk-rules-button = Reeglid (F1)
makruk-rules-close = Sulge
makruk-rules-title = Makruki reeglid
makruk-rules-contents = Sisukord
makruk-rules-in-game = Selles mängus: { $mode }
makruk-rules-board-title = Laud ja algseis
makruk-rules-board-body = Makrukit mängivad kaks mängijat 8 × 8 ruuduga laual, mis on traditsiooniliselt üleni ühevärviline ja mille ruutude vahel on jooned. Valge istub all ja teeb esimese käigu. Kummalgi poolel on kuningas, nõunik, kaks oda, kaks ratsu, kaks vankrit ja kaheksa etturit; etturid seisavad kummagi mängija poolt lugedes kolmandal real. Kumbki nõunik seisab oma liinil vastase kuninga vastas.
makruk-rules-board-caption = Algseis: Valge kuningas ruudul d1, Musta kuningas ruudul e8
makruk-rules-khun-title = Kuningas (khun)
makruk-rules-khun-body = Kuningas astub ühe ruudu ükskõik millises kaheksast suunast. Teda ei tohi kunagi jätta ruudule, kus vastase nupp saaks ta lüüa. Vangerdust ei ole.
makruk-rules-khun-caption = Kuningas ruudul d4 ja kaheksa ruutu, kuhu ta pääseb
makruk-rules-met-title = Nõunik (met)
makruk-rules-met-body = Nõunik astub ühe ruudu diagonaalis, ükskõik millises neljast diagonaalsuunast. See on tagasihoidlik nupp, kõige kasulikum oma kuninga lähedal.
makruk-rules-met-caption = Nõunik ruudul d4 pääseb neljale diagonaalruudule
makruk-rules-khon-title = Oda (khon)
makruk-rules-khon-body = Oda astub ühe ruudu diagonaalis ükskõik millises suunas või ühe ruudu otse edasi, vastase poole. Otse tagasi ega külgsuunas astuda ta ei saa.
makruk-rules-khon-caption = Oda ruudul d4: neli diagonaali ja üks samm edasi
makruk-rules-ma-title = Ratsu (ma)
makruk-rules-ma-body = Ratsu hüppab nagu ratsu males: kaks ruutu otse ja üks kõrvale. Ta hüppab üle kõigist vahel olevatest nuppudest.
makruk-rules-ma-caption = Ratsu ruudul d4 pääseb kaheksale ruudule
makruk-rules-ruea-title = Vanker (ruea)
makruk-rules-ruea-body = Vanker liigub mööda oma rida või liini ükskõik kui mitu ruutu, kuni esimese nupuni; selle võib ta lüüa, kui see on vastase nupp. Vanker on laua tugevaim nupp.
makruk-rules-ruea-caption = Vanker ruudul d4 ning tema rida ja liin
makruk-rules-bia-title = Ettur (bia)
makruk-rules-bia-body = Ettur astub ühe ruudu otse edasi, kui see ruut on tühi, ja lööb ühe ruudu diagonaalis edasi. Topeltsammu ega möödaminnes löömist ei ole.
makruk-rules-bia-caption = Ettur ruudul d4 võib astuda ruudule d5 või lüüa ruudul e5
makruk-rules-promotion-title = Muundumine
makruk-rules-promotion-body = Ettur, mis jõuab kuuendale reale (Mustal kolmandale), kas astudes või lüües, pööratakse kohe ümber ja sellest saab nõunik: ümberpööratud kaurikarp. Edasi käib see nagu nõunik.
makruk-rules-promotion-caption = Ettur astub ruudule e6 ja muutub nõunikuks
makruk-rules-mate-title = Tuli, matt ja patt
makruk-rules-mate-body = Kuningas, keda saaks lüüa, on tule all, ja tema pool peab tule kohe tõrjuma. Pool, kes on tule all ega saa ühegi käiguga sellest pääseda, on matis ja kaotab. Pool, kes ei ole tule all, kuid kellel pole ühtegi reeglipärast käiku, on patis: mäng on viik.
makruk-rules-mate-caption = Vankri käik ruudule b8 on matt: Musta kuningal pole ühtegi ruutu
makruk-rules-draws-title = Muud viigid
makruk-rules-draws-body = Mäng lõpeb viigiga, kui laual on alles ainult kaks kuningat, kui sama seis kordub kolmandat korda sama poole käigul, kui loendus jõuab piirini või kui mängijad lepivad viigis kokku.
makruk-rules-draws-caption = Ainult kaks kuningat: viik
makruk-rules-board-honour-title = Laua loendus (นับศักดิ์กระดาน)
makruk-rules-board-honour-body = Kui laual pole ühtegi muundumata etturit ja kummalgi poolel on peale kuninga veel mõni nupp, loendab nõrgem pool käike alates ühest: tugevam pool peab matistama 64 käigu jooksul, muidu on mäng viik.
makruk-rules-board-honour-caption = Etturid on otsas: 64 käigu loendus võib alata
makruk-rules-pieces-honour-title = Nuppude loendus (นับศักดิ์หมาก)
makruk-rules-pieces-honour-body = Kui ühel poolel on alles ainult kuningas ja laual pole ühtegi muundumata etturit, loendab see pool, alustades laual olevate nuppude arvust (mõlemad kuningad kaasa arvatud) pluss üks. Tugevam pool peab matistama enne, kui loendus ületab piiri, mille määrab tema nuppude koosseis loenduse alguses. Loe tabelit ülevalt alla: kehtib esimene sobiv rida.
makruk-rules-pieces-honour-caption = Kuningas ja vanker üksiku kuninga vastu: kolm nuppu, seega algab loendus 4-st ja kestab 16-ni
makruk-rules-table-material = Tugevamal poolel on
makruk-rules-table-limit = Piir (käike)
makruk-rules-table-two-rueas = kaks vankrit
makruk-rules-table-one-ruea = üks vanker
makruk-rules-table-two-khons = vankrit pole, kaks oda
makruk-rules-table-one-khon = vankrit pole, üks oda
makruk-rules-table-two-mas = vankrit ega oda pole, kaks ratsu
makruk-rules-table-one-ma = vankrit ega oda pole, üks ratsu
makruk-rules-table-mets = ainult nõunikud (ka muundunud etturid)
makruk-rules-counting-title = Loendus: automaatne või traditsiooniline
makruk-rules-counting-body = Automaatse loenduse korral peab rakendus kõigi loenduste üle ise arvet. Traditsioonilise loenduse korral, nagu päris laua taga, loendab nõrgem pool valjusti: kui loendamine on lubatud, vajutab käigul olev mängija „Alusta loendust“ ja võib loenduse igal ajal lõpetada (uus loendus algab jälle ühest). Kui loendav pool annab matti, on tulemus viik, seepärast küsib rakendus enne sellist käiku üle. Nuppude loendus algab üksiku kuninga puhul iseenesest; loendaja võib selle asemel jätkata käimasolevat laua loendust, kui see lõpeb varem.

## Lubamatu käik ja selle põhjus (A move that is not allowed, and why)
makruk-refused-no-piece = Sellel ruudul ei ole nuppu, millega käia.
makruk-refused-not-yours = See nupp kuulub vastasele.
makruk-refused-own-piece = Seal seisab sinu enda nupp.
makruk-refused-khun = Kuningas astub ainult ühe ruudu, ükskõik millises suunas.
makruk-refused-met = Nõunik astub ainult ühe ruudu diagonaalis.
makruk-refused-khon = Oda astub ühe ruudu diagonaalis või ühe ruudu otse edasi; mitte kunagi otse tagasi ega külgsuunas.
makruk-refused-ma = Ratsu hüppab kaks ruutu otse ja ühe kõrvale.
makruk-refused-ruea = Vanker liigub ainult mööda oma rida või liini.
makruk-refused-bia = Ettur astub ühe ruudu edasi ja lööb ühe ruudu diagonaalis edasi.
makruk-refused-bia-blocked = Ettur astub edasi ainult tühjale ruudule; lüües liigub ta diagonaalis.
makruk-refused-bia-takes = Ettur liigub diagonaalis ainult siis, kui ta lööb nupu.
makruk-refused-blocked = Teel seisab nupp: vanker üle ei hüppa.
makruk-refused-in-check = Sinu kuningas on tule all: see käik ei tõrju tuld.
makruk-refused-exposes-khun = Selle käigu järel jääks sinu kuningas tule alla.

## The statistics screen, the game chooser and the resume prompt

makruk-statistics-player = Mängija
makruk-statistics-won = Võite
makruk-statistics-title = Makruk
makruk-statistics-colour = Värv
makruk-statistics-opponent = Vastane
makruk-statistics-drawn = Viike
makruk-statistics-lost = Kaotusi
makruk-statistics-person = inimene
makruk-game = Makruk
makruk-game-line = Tai male kahele, oma loendusreeglitega.
makruk-resume-detail = Sinu viimane makrukimäng jäi pooleli: { $players }, { $moves ->
    [one] seni üks käik.
   *[other] seni { $moves } käiku.
}
makruk-resume = Jätka makrukimängu

## PGN's dialogs

makruk-import-title = Impordi makrukimäng (PGN)
makruk-export-title = Ekspordi makrukimäng PGN-vormingus
makruk-paste-pgn-hint = Kleebi siia klahvidega { $keys } veebilehelt või teisest programmist kopeeritud makruki mäng ja vajuta siis „Impordi“.

## What a screen reader hears as a move is played (the live region), and typed moves
makruk-said-move = { $side }: { $piece } { $from } – { $to }
makruk-said-takes = { $side }: { $piece } { $from } lööb { $taken } ruudul { $to }
makruk-said-promotes = muundub nõunikuks
makruk-said-check = tuli
makruk-said-mate = matt
makruk-said-viewing = Käik { $number }: { $move }
makruk-said-start = Algseis
makruk-focus-board = Klahvid lauale
makruk-view-back = Üks käik tagasi
makruk-view-next = Üks käik edasi
makruk-type-move = Kirjuta käik
makruk-type-move-hint = Nf3, e3e4 või มง๒
makruk-typed-empty = Kirjuta kõigepealt käik, näiteks Nf3 või e3e4.
makruk-typed-not-a-move = „{ $text }“ ei ole käik: kirjuta see kujul Nf3, e3e4 või มง๒.
makruk-typed-illegal = { $text } ei ole siin lubatud käik.
makruk-typed-not-now = { $text }: praegu ei ole sinu käik.
makruk-typed-ambiguous = { $text } sobib mitme käiguga: lisa liin või rida, kust nupp tuleb, näiteks Nbd2.

## The heading of Makruk's part of the settings screen
game-makruk = Makruk
## The board's marks on a square, as a screen reader reads it: "white ma on d2, White moved here"
makruk-square-marked = { $square }, { $mark }
makruk-moved-from = { $color } käik algas siit
makruk-moved-to = { $color } käik lõppes siin
makruk-square-check = tules

## A count past its limit while the game goes on
makruk-count-run-out = Loendus jõudis piirini: selle käiguga jääb mäng viiki.

## After a refusal that names a piece: the letter the move list writes it with
makruk-piece-letter = Käikudes tähistab nuppu { $piece } täht { $letter }.
## Resign asks first
makruk-resign-question = Kas annad alla? Mäng lõpeb kohe sinu kaotusega.
makruk-resign-yes = Jah, annan alla
makruk-keep-playing = Mängin edasi

## Õpi oma mängudest
makruk-learn-why-mate-missed = Parem käik on matt: mäng oleks kohe sinu oma olnud.
makruk-learn-why-piece-hanging = Tehtud käik jätab nupu, mille teine pool võtab tasuta või vähema eest, kui see väärt on.
makruk-learn-why-promotion-delayed = Ettur, mis jõuab oma kuuendale reale, muutub muundunud etturiks ja käib nagu nõunik: parem käik teeb muundumise kohe, enne kui seda takistada saab.
makruk-learn-why-counting-missed = Viimase etturi võtmine lubab nõrgemal poolel loendust pidada: siis peab tugevam pool matistama enne loenduse lõppu, muidu on mäng viik.
makruk-learn-to-move = Käib { $name } ({ $side }). Mängus käidi: { $played }.
makruk-learn-right-plain = See käik hoiab võiduvõimalust kõige paremini.
makruk-learn-wrong = Mitte see. Parem käik, laual näidatud: { $better }, võiduvõimalus { $chance }%. Mängus tehtud käik { $played } andis { $given }%.
makruk-learn-wrong-lost = Mitte see. Parem käik, laual näidatud: { $better }. Sellega võrreldes kaotas mängus tehtud käik { $played } { $lost }% võiduvõimalusest.
makruk-learn-why-capture-missed = Parem käik võtab nupu, mida teine pool ei saa sama hinnaga tagasi võita: materjal võidetud tasuta.
makruk-learn-kind-mate-missed = Tegemata jäänud matt
makruk-learn-kind-piece-hanging = Kaitseta jäetud nupp
makruk-learn-kind-promotion-delayed = Hilinenud muundumine
makruk-learn-kind-counting-missed = Kasutamata loendusvõimalus
makruk-learn-kind-capture-missed = Tegemata tasuta võtmine
makruk-learn-yours = Sinu käik { $move }: võiduvõimalus { $chance }%.
makruk-learn-line = Mängus, siit edasi: { $moves }
