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
makruk-you = you
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
makruk-game-over = Game over
makruk-result-wins = { $name } wins
makruk-result-draw = A draw

## Counting
makruk-board-honour = Board's honour
makruk-pieces-honour = Pieces' honour
# The count as a player says it: "Board's honour 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = counted by { $name }
makruk-start-count = Start counting
makruk-stop-count = Stop counting
makruk-keep-board-count = Keep board's count
makruk-stop-count-question = Stop counting? The count will start again from { $number } when counting starts again.
makruk-stop-count-yes = Yes, stop
makruk-count-last = Last count: only a mate with the next move wins; after it the game is drawn.
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
makruk-advice-failed = The computer could not finish thinking ({ $why }); the game goes on.

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
makruk-fen-too-many-kind = { $color } has more of the { $piece } than a side can have (at most { $most })
makruk-fen-bia-rank = the bia on { $square } stands on or past its promotion rank
makruk-fen-bia-behind = the bia on { $square } stands behind its starting rank
makruk-fen-in-check = the side not to move is in check
makruk-fen-count-bias = a count is given while bias are on the board
makruk-fen-count-limit = the count's limit is not one Makruk uses
makruk-fen-letter = In a FEN the { $piece } is { $white } for White and { $black } for Black.

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
makruk-reviewing = Reviewing the game: position { $done } of { $total }
makruk-review-summary = { $count ->
    [0] No move lost much: well played.
    [one] One move is marked: click it to see the better move.
   *[other] { $count } moves are marked: click one to see the better move.
}
makruk-review-better = { $played } lost { $lost }% of the win chance; better was { $better }
makruk-review-marks = ?! lost 5% or more · ? lost 10% or more · ?? lost 20% or more
makruk-reviewing-deeper = Every move has a first mark; looking deeper: position { $done } of { $total }

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
makruk-notation = Moves written as
makruk-notation-san = SAN (Nd2, e6=M)
makruk-notation-thai = Thai (มง๒, จ๖=ม็)
makruk-animation = Moves glide across the board

## The rules overlay
makruk-rules-button = Rules (F1)
makruk-rules-close = Close
makruk-rules-title = The rules of Makruk
makruk-rules-contents = Contents
makruk-rules-in-game = In this game: { $mode }
makruk-rules-board-title = The board and the start
makruk-rules-board-body = Makruk is played by two on a board of 8 × 8 squares, traditionally all of one colour with lines between the squares. White sits at the bottom and moves first. Each side has a khun, a met, two khons, two mas, two rueas and eight bias; the bias stand on the third rank from each side. Each met faces the other side's khun on its file.
makruk-rules-board-caption = The start: White's khun on d1, Black's on e8
makruk-rules-khun-title = The khun (king)
makruk-rules-khun-body = The khun steps one square in any of the eight directions. It must never be left where an opponent's piece could take it. There is no castling.
makruk-rules-khun-caption = The khun on d4 and the eight squares it reaches
makruk-rules-met-title = The met
makruk-rules-met-body = The met steps one square diagonally, in any of the four diagonal directions. It is a modest piece, most useful close to its khun.
makruk-rules-met-caption = The met on d4 reaches the four diagonal squares
makruk-rules-khon-title = The khon
makruk-rules-khon-body = The khon steps one square diagonally in any direction, or one square straight forward, towards the opponent. It cannot step straight back or sideways.
makruk-rules-khon-caption = The khon on d4: four diagonals and one step forward
makruk-rules-ma-title = The ma (horse)
makruk-rules-ma-body = The ma jumps as the knight does in chess: two squares straight and one to the side. It leaps over any piece in between.
makruk-rules-ma-caption = The ma on d4 reaches eight squares
makruk-rules-ruea-title = The ruea (boat)
makruk-rules-ruea-body = The ruea moves any number of squares along its rank or its file, as far as the first piece; it may take that piece if it is the opponent's. It is the strongest piece on the board.
makruk-rules-ruea-caption = The ruea on d4 and its rank and file
makruk-rules-bia-title = The bia
makruk-rules-bia-body = The bia steps one square straight forward onto an empty square, and takes one square diagonally forward. There is no double step and no taking in passing.
makruk-rules-bia-caption = The bia on d4 may step to d5 or take on e5
makruk-rules-promotion-title = Promotion
makruk-rules-promotion-body = A bia that reaches the sixth rank (the third for Black), by a step or by taking, is turned over at once and becomes a met: the flipped cowry. It then moves as a met.
makruk-rules-promotion-caption = The bia steps to e6 and becomes a met
makruk-rules-mate-title = Check, checkmate and stalemate
makruk-rules-mate-body = A khun that could be taken is in check, and its side must end the check at once. A side in check with no move to escape it is checkmated and loses. A side not in check with no legal move is stalemated: the game is drawn.
makruk-rules-mate-caption = The ruea's move to b8 is checkmate: Black's khun has no square
makruk-rules-draws-title = Other draws
makruk-rules-draws-body = The game is drawn when only the two khuns are left, when the same position comes up for the third time with the same side to move, when a count runs out, or when the players agree.
makruk-rules-draws-caption = Two khuns alone: a draw
makruk-rules-board-honour-title = Board's honour
makruk-rules-board-honour-body = Once no unpromoted bia is left on the board and both sides still have a piece besides the khun, the weaker side counts the moves from 1: the stronger side must mate within 64 moves, or the game is drawn.
makruk-rules-board-honour-caption = No bias left: the count of 64 moves can begin
makruk-rules-pieces-honour-title = Pieces' honour
makruk-rules-pieces-honour-body = When a side has only its khun left and no unpromoted bia remains, that side counts, starting from the number of pieces on the board (both khuns included) plus one. The stronger side must mate before the count passes the limit its material sets when the count starts. Read the table from the top: the first row that matches applies.
makruk-rules-pieces-honour-caption = Khun and ruea against a bare khun: three pieces, so the count starts at 4 and runs to 16
makruk-rules-table-material = The stronger side has
makruk-rules-table-limit = Limit (moves)
makruk-rules-table-two-rueas = two rueas
makruk-rules-table-one-ruea = one ruea
makruk-rules-table-two-khons = no ruea, two khons
makruk-rules-table-one-khon = no ruea, one khon
makruk-rules-table-two-mas = no ruea, no khon, two mas
makruk-rules-table-one-ma = no ruea, no khon, one ma
makruk-rules-table-mets = only mets (turned bias too)
makruk-rules-counting-title = Counting: automatic or traditional
makruk-rules-counting-body = In automatic counting the app keeps every count itself. In traditional counting, as over a real board, the weaker side counts aloud: the player to move presses Start counting when counting is allowed, and may stop at any time (a new count starts again from 1). A checkmate given by the side that is counting is a draw, so the app asks before such a move. Pieces' honour starts by itself for a bare khun; its counter may keep a running board's count instead when that ends sooner.

## A move that is not allowed, and why
makruk-refused-no-piece = There is no piece on that square to move.
makruk-refused-not-yours = That piece belongs to the other side.
makruk-refused-own-piece = One of your own pieces stands there.
makruk-refused-khun = The khun steps only one square, in any direction.
makruk-refused-met = The met steps only one square diagonally.
makruk-refused-khon = The khon steps one square diagonally, or one square straight forward; never straight back or sideways.
makruk-refused-ma = The ma jumps two squares straight and one to the side.
makruk-refused-ruea = The ruea moves only along its rank or its file.
makruk-refused-bia = The bia steps one square forward, and takes one square diagonally forward.
makruk-refused-bia-blocked = The bia steps forward only onto an empty square; it takes diagonally.
makruk-refused-bia-takes = The bia moves diagonally only to take a piece.
makruk-refused-blocked = A piece stands in the way: the ruea does not jump.
makruk-refused-in-check = Your khun is in check: this move does not end the check.
makruk-refused-exposes-khun = That move would leave your khun in check.

## The statistics screen, the game chooser and the resume prompt

makruk-statistics-player = Player
makruk-statistics-won = Won
makruk-statistics-title = Makruk
makruk-statistics-colour = Colour
makruk-statistics-opponent = Against
makruk-statistics-drawn = Drawn
makruk-statistics-lost = Lost
makruk-statistics-person = a person
makruk-game = Makruk
makruk-game-line = Thai chess for two, with its counting rules.
makruk-resume-detail = Your last game of Makruk was not finished: { $players }, { $moves ->
    [one] one move so far.
   *[other] { $moves } moves so far.
}
makruk-resume = Resume Makruk

## PGN's dialogs

makruk-import-title = Import a Makruk game (PGN)
makruk-export-title = Export the Makruk game as PGN
makruk-paste-pgn-hint = Paste a Makruk game here with { $keys } (copied from a website or another program), then press Import.

## What a screen reader hears as a move is played (the live region), and typed moves
makruk-said-move = { $side }: { $piece } { $from } to { $to }
makruk-said-takes = { $side }: { $piece } { $from } takes { $taken } on { $to }
makruk-said-promotes = becomes a met
makruk-said-check = check
makruk-said-mate = checkmate
makruk-said-viewing = Move { $number }: { $move }
makruk-said-start = The starting position
makruk-focus-board = Keys to the board
makruk-view-back = One move back
makruk-view-next = One move on
makruk-type-move = Type a move
makruk-type-move-hint = Nf3, e3e4 or มง๒
makruk-typed-empty = Type a move first, as Nf3 or e3e4.
makruk-typed-not-a-move = “{ $text }” is not a move: type it as Nf3, e3e4 or มง๒.
makruk-typed-illegal = { $text } is not a legal move here.
makruk-typed-not-now = { $text }: it is not your move now.
makruk-typed-ambiguous = { $text } fits more than one move: add the file or rank the piece comes from, as Nbd2.

## The heading of Makruk's part of the settings screen
game-makruk = Makruk
## The board's marks on a square, as a screen reader reads it: "white ma on d2, White moved here"
makruk-square-marked = { $square }, { $mark }
makruk-moved-from = { $color } moved from here
makruk-moved-to = { $color } moved here
makruk-square-check = in check

## A count past its limit while the game goes on
makruk-count-run-out = The count has run out: this move draws the game.

## After a refusal that names a piece: the letter the move list writes it with
makruk-piece-letter = The moves write the { $piece } as { $letter }.
## Resign asks first
makruk-resign-question = Resign this game? It ends at once, as a loss.
makruk-resign-yes = Yes, resign
makruk-keep-playing = Keep playing

## Learning from your games
makruk-learn-why-mate-missed = The better move is checkmate: the game was yours at once.
makruk-learn-why-piece-hanging = The move played leaves a piece that the other side takes for nothing, or for less than it is worth.
makruk-learn-why-promotion-delayed = A bia that reaches its sixth rank becomes a promoted bia and moves as a met: the better move promotes it now, before it can be stopped.
makruk-learn-why-counting-missed = Taking the last bia lets the weaker side count: the stronger side must then mate within the count, or the game is drawn.
makruk-learn-to-move = { $name } ({ $side }) to move. In the game: { $played }.
makruk-learn-right-plain = It keeps the best win chance.
makruk-learn-wrong = Not this one. The better move, shown on the board: { $better }, { $chance }% to win. The move played in the game, { $played }, gave { $given }%.
makruk-learn-wrong-lost = Not this one. The better move, shown on the board: { $better }. Against it, the move played in the game, { $played }, lost { $lost }% of the win chance.
makruk-learn-why-capture-missed = The better move takes a piece that the other side cannot win back for as much: material won for nothing.
makruk-learn-kind-mate-missed = Mate missed
makruk-learn-kind-piece-hanging = Piece left hanging
makruk-learn-kind-promotion-delayed = Promotion delayed
makruk-learn-kind-counting-missed = Counting chance missed
makruk-learn-kind-capture-missed = Free capture missed
makruk-learn-yours = Your move, { $move }, gives { $chance }% to win.
makruk-learn-line = In the game, from here: { $moves }
