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
