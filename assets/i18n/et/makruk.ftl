# Makruk (Tai male): selle mängu ekraanide sõnad.
#
# Glossary: khun = kuningas, met = nõunik, khon = oda, ma = ratsu, ruea = vanker,
#   bia = ettur, promoted bia = muundunud ettur, Makruk = makruk, White = Valge,
#   Black = Must, check = tuli, checkmate = matt, stalemate = patt, draw = viik,
#   count / counting = loendus (loendama), board's honour = laua au,
#   pieces' honour = nuppude au, the counting side = loendav pool, move = käik,
#   square = ruut, board = laud,
#   levels Beginner, Easy, Medium, Hard, Master = Algaja, Lihtne, Keskmine, Raske, Meister.
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
makruk-play-again = Uus mäng
makruk-moves = Käigud
makruk-computer-failed = Arvutimängija peatus ({ $why }); ta jätkab tasemel „Lihtne“.
