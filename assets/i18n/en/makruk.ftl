# Makruk (Thai chess): the words of its screens.

makruk = Makruk
makruk-white = White
makruk-black = Black

## Pieces, in the game's own words (with the chess name a newcomer knows)
makruk-khun = khun
makruk-met = met
makruk-khon = khon
makruk-ma = ma
makruk-ruea = ruea
makruk-bia = bia
makruk-promoted-bia = promoted bia

# The accessible name of a square and what stands on it.
makruk-piece-on = { $color } { $piece } on { $square }
makruk-square = square { $square }

## Players and the turn
makruk-person = Person
makruk-computer = Computer ({ $level })
makruk-level-beginner = Beginner
makruk-level-easy = Easy
makruk-level-medium = Medium
makruk-level-hard = Hard
makruk-level-master = Master
makruk-to-move = { $name } to move
makruk-thinking = { $name } is thinking…
makruk-check = Check!

## The end of the game
makruk-checkmate = Checkmate: { $name } wins
makruk-stalemate = Stalemate: a draw
makruk-draw-counting = Drawn: the count ran out
makruk-draw-repetition = Drawn: the same position three times
makruk-draw-kings = Drawn: only the two khuns are left
makruk-draw-counter-mate = Drawn: the counting side gave mate

## Counting
makruk-board-honour = Board's honour
makruk-pieces-honour = Pieces' honour
# The count as a player says it: "Board's honour 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = counted by { $name }
makruk-start-count = Start counting
makruk-stop-count = Stop counting
makruk-keep-board-count = Keep board's count
makruk-mate-warning = You are counting: a mate now is a draw. Play it anyway?
makruk-play-anyway = Play it
makruk-cancel = Cancel

## Buttons and the move list
makruk-undo = Undo
makruk-flip = Flip board
makruk-play-again = New game
makruk-moves = Moves
makruk-computer-failed = The computer player stopped ({ $why }); it plays on at Easy.
