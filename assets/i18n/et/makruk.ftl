# Makruk (Tai male): selle mängu ekraanide sõnad.
#
# Glossary: khun = kuningas, met = nõunik, khon = oda, ma = ratsu, ruea = vanker,
#   bia = ettur, promoted bia = muundunud ettur, Makruk = makruk, White = Valge,
#   Black = Must, check = tuli, checkmate = matt, stalemate = patt, draw = viik,
#   count / counting = loendus (loendama), board's honour = laua au,
#   pieces' honour = nuppude au, the counting side = loendav pool, move = käik,
#   square = ruut, board = laud,
#   levels Beginner, Easy, Medium, Hard, Master = Algaja, Lihtne, Keskmine, Raske, Meister,
#   position = seis, level = tase, rank = rida, promotion = muundumine.
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

## Loendus (Counting)
makruk-board-honour = Laua au
makruk-pieces-honour = Nuppude au
# The count as a player says it: "Laua au 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = loendab { $name }
makruk-start-count = Alusta loendust
makruk-stop-count = Lõpeta loendus
makruk-keep-board-count = Jätka laua au loendust
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
makruk-fen-bia-rank = ettur ruudul { $square } on muundumisreal või sellest kaugemal
makruk-fen-bia-behind = ettur ruudul { $square } on oma algreast tagapool
makruk-fen-in-check = pool, kelle käik see ei ole, on tule all
makruk-fen-count-bias = loendus on antud, kuigi laual on ettureid
makruk-fen-count-limit = loenduse piir ei ole makrukis kasutatav väärtus

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
makruk-review = Vaata mäng üle
makruk-copy-fen = Kopeeri seis (FEN)
makruk-eval-bar = Hinnanguriba

## Kell (The clock)
makruk-clock = Kell
makruk-clock-minutes = minutit kummalegi
makruk-clock-increment = sekundit lisa iga käigu eest
makruk-clock-of = { $color } kell

## Vihjed ja ülevaatus (Hints and the review)
makruk-hint-thinking = Otsin head käiku…
# "Vihje: Nc3 — võiduvõimalus 62%"
makruk-hint-best = Vihje: { $move } — võiduvõimalus { $chance }%
makruk-hint-second = Paremuselt teine: { $move }, { $less }% vähem
makruk-eval-white = Valge võiduvõimalus: { $chance }%
makruk-reviewing = Vaatan mängu üle…
makruk-review-summary = { $count ->
    [0] Ükski käik ei kaotanud palju: hästi mängitud.
    [one] Üks käik on märgitud: klõpsa sellel, et näha paremat käiku.
   *[other] { $count } käiku on märgitud: klõpsa ühel, et näha paremat käiku.
}
makruk-review-better = { $played } kaotas { $lost }% võiduvõimalusest; parem oli { $better }

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
makruk-animation = Käigud liuglevad üle laua
