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
makruk-play-again = Play again
makruk-new-game-button = New game…
makruk-moves = Moves
makruk-computer-failed = The computer player stopped ({ $why }); it plays on at Easy.

## The new game dialog
makruk-new-game = New game of Makruk
makruk-player-person = Person
makruk-player-computer = Computer
makruk-name = Name
makruk-level = Level
makruk-counting = Counting
makruk-counting-automatic = Automatic
makruk-counting-traditional = Traditional: the weaker side counts aloud
makruk-start-from = Start from
makruk-start-position = The start position
makruk-from-fen = A position (FEN)
makruk-start = Start
makruk-bad-fen = This position cannot be played: { $why }

## Why a position (FEN) cannot be played
makruk-fen-empty = nothing was given
makruk-fen-fields = it has more than six fields
makruk-fen-ranks = the board needs 8 ranks separated by /
makruk-fen-rank-length = rank { $rank } does not have 8 squares
makruk-fen-piece = '{ $char }' is not a piece letter (K M S N R P)
makruk-fen-promoted = '~' may follow only a met (M or m)
makruk-fen-side = the side to move must be w or b
makruk-fen-castling = the third field must be '-' (Makruk has no castling)
makruk-fen-number = a count or move number is not a number
makruk-fen-khun = { $color } needs exactly one khun
makruk-fen-too-many = { $color } has more than 16 pieces
makruk-fen-too-many-bias = { $color } has more than 8 bias
makruk-fen-bia-rank = the bia on { $square } stands on or past its promotion rank
makruk-fen-bia-behind = the bia on { $square } stands behind its starting rank
makruk-fen-in-check = the side not to move is in check
makruk-fen-count-bias = a count is given while bias are on the board
makruk-fen-count-limit = the count's limit is not one Makruk uses

## Ends besides the rules
makruk-resigned = { $loser } resigns: { $winner } wins
makruk-draw-agreed = Drawn by agreement
makruk-time-lost = { $loser }'s time ran out: { $winner } wins
makruk-time-drawn = { $loser }'s time ran out, but { $winner } has only the khun: a draw
makruk-draw-offered = { $name } offers a draw
makruk-draw-declined = { $name } declines the draw: play on

## Buttons of the game
makruk-hint = Hint (H)
makruk-resign = Resign
makruk-offer-draw = Offer a draw
makruk-accept-draw = Accept the draw
makruk-decline-draw = Play on
makruk-back-to-present = Back to the game
makruk-review = Review the game
makruk-copy-fen = Copy position (FEN)
makruk-eval-bar = Evaluation bar

## The clock
makruk-clock = Clock
makruk-clock-minutes = minutes each
makruk-clock-increment = seconds added per move
makruk-clock-of = { $color }'s clock

## Hints and the review
makruk-hint-thinking = Looking for a good move…
# "Hint: Nc3 — 62% to win"
makruk-hint-best = Hint: { $move } — { $chance }% to win
makruk-hint-second = Next best: { $move }, { $less }% less
makruk-eval-white = White's win chance: { $chance }%
makruk-reviewing = Reviewing the game…
makruk-review-summary = { $count ->
    [0] No move lost much: well played.
    [one] One move is marked: click it to see the better move.
   *[other] { $count } moves are marked: click one to see the better move.
}
makruk-review-better = { $played } lost { $lost }% of the win chance; better was { $better }

## A saved game that cannot be opened
makruk-save-syntax = the file is not a valid game file: { $detail }
makruk-save-not-makruk = the file is not a Makruk game
makruk-save-newer = the file was saved by a newer version of the app (format { $found })
makruk-save-bad-version = format version { $found } does not exist
makruk-save-counting = the counting '{ $detail }' is neither automatic nor traditional
makruk-save-player = { $color }'s player '{ $detail }' is neither a person nor a computer level
makruk-save-name = { $color }'s name is empty or too long
makruk-save-move = move { $ply } cannot be played: { $detail }
makruk-save-after-end = move { $ply } comes after the end of the game
makruk-save-count = the count before move { $ply } breaks the rules: { $detail }
makruk-save-count-order = the count's actions are out of order (ply { $ply })
makruk-save-position = the stored position is not where the moves lead
makruk-save-outcome = the stored result is not the moves' result
makruk-save-ending = the ending '{ $detail }' is not one this app writes
makruk-save-clock = the clock holds more time than a game can have

## A PGN file that cannot be imported
makruk-pgn-where = game { $game }, line { $line }: { $why }
makruk-pgn-variant = the game is '{ $variant }', not Makruk
makruk-pgn-tag = '{ $tag }' is not a tag like [Name "value"]
makruk-pgn-comment = a comment opened with {"{"} is never closed
makruk-pgn-brackets = the brackets of the variations do not match

## Settings
makruk-pieces = Pieces
makruk-pieces-thai = Thai figures
makruk-pieces-western = Western figures with letters
makruk-board = Board
makruk-board-plain = One colour with lines (traditional)
makruk-board-chequered = Chequered
makruk-animation = Moves glide across the board
