# Makruk's guided tutorial: the lessons' words (assets/tutorial/makruk/*.toml name them).

makruk-tutorial-keys = Keys: Right arrow or Enter for Next, Left arrow for Back, Esc to leave.
makruk-tutorial-exercise-players = You play { $you }; the Easy computer player plays { $computer }.
makruk-tutorial-exercise-won = You did it! Go on to the next lesson, or play the exercise again.
makruk-tutorial-exercise-lost = Not this time: { $how } Try again.

## 1. The board
makruk-tut-board-title = The board and the pieces
makruk-tut-board-intro = Makruk, Thai chess, is played on a board of 8 by 8 squares, traditionally all of one colour. White sits at the bottom and moves first; then the two sides take turns, one move each.
makruk-tut-board-back-rank = On the first rank, from the left: ruea (boat), ma (horse), khon (nobleman), khun (king), met (counsellor), khon, ma, ruea.
makruk-tut-board-khun-met = Look closely at the middle: White's khun stands on d1 and its met on e1, while Black's met is on d8 and its khun on e8. Each met faces the other side's khun.
makruk-tut-board-bia = The bias, the cowry shells, start on the third rank, one row further forward than pawns in chess: White's on rank 3, Black's on rank 6.
makruk-tut-board-first-move = Make the first move: step your bia on e3 forward to e4. Click it, then click the square, or drag it.
makruk-tut-board-first-move-wrong = That is a fine move too, but this step asks for the bia on e3 to step to e4.
makruk-tut-board-turns = Now Black would answer. The lessons that follow show how each piece moves.
makruk-tut-board-exercise = Play from the start against the computer and be the first to take a piece.

## 2. The ruea and the ma
makruk-tut-ruea-ma-title = The ruea and the ma
makruk-tut-ruea-moves = The ruea moves any number of squares along its rank or its file, like a rook in chess. It cannot jump: a piece in the way stops it. The dots show where it may go.
makruk-tut-ruea-capture = A piece takes by moving onto a piece of the other side, which leaves the board. Take Black's ma on b7 with your ruea.
makruk-tut-ma-moves = The ma moves like a knight in chess: two squares straight, then one to the side. It is the only piece that jumps over others.
makruk-tut-ma-jumps = Your ma on b1 is hemmed in by your own pieces, but it jumps. Take Black's ruea on c3.
makruk-tut-ruea-ma-exercise = Your ma can attack Black's khun and ruea with one move. Find it, and win a piece.

## 3. The khon and the met
makruk-tut-khon-met-title = The khon and the met
makruk-tut-khon-moves = The khon steps one square: diagonally in any of the four directions, or straight forward. It never steps straight back or sideways.
makruk-tut-khon-forward = Step the khon straight forward, to d5. (Try moving it straight back first, if you like: the game will tell you why not.)
makruk-tut-khon-forward-wrong = The khon may go there, but this step asks for the step straight forward, to d5.
makruk-tut-met-moves = The met steps one square diagonally, in any direction. It is weak alone but a good guard beside the khun.
makruk-tut-met-capture = Take Black's ma on e5 with your met.
makruk-tut-khon-met-exercise = One step of your khon can attack Black's ruea and ma together. Win one of them.

## 4. The bia
makruk-tut-bia-title = The bia and promotion
makruk-tut-bia-moves = The bia steps one square straight forward, only onto an empty square. It never moves two squares at once.
makruk-tut-bia-capture = The bia takes one square diagonally forward. Take Black's bia on d5.
makruk-tut-bia-capture-wrong = Stepping forward is allowed, but this step asks you to take the bia on d5.
makruk-tut-bia-promote = A bia that reaches the sixth rank is turned over and becomes a met: a เบี้ยหงาย, a turned bia. Step your bia to d6.
makruk-tut-bia-promoted = Promoted! The turned bia now moves as a met, one square diagonally. It is drawn turned over so you can tell it apart. A bia always becomes a met, never anything else.
makruk-tut-bia-exercise = Bring your bia to the sixth rank and turn it over before Black's khun can catch it.

## 5. Check and checkmate
makruk-tut-check-title = Check and checkmate
makruk-tut-check-give = A khun that is attacked is in check. Give check: move your ruea to the eighth rank, onto Black's khun's rank.
makruk-tut-check-give-wrong = That move gives no check. Put the ruea on the khun's rank.
makruk-tut-check-escape = Now Black's ruea checks your khun along the e-file. A khun in check must get out of it at once. Step your khun off the e-file.
makruk-tut-check-mate = Checkmate is a check the khun cannot escape. Black's khun is in the corner, and your khun on b6 guards a7 and b7. Move the ruea to h8: it checks along the eighth rank and guards b8 as well.
makruk-tut-check-mate-wrong = Not yet mate. Put the ruea on the eighth rank, at h8.
makruk-tut-check-mated = Checkmate! Black's khun is attacked, and every square it could step to is guarded. Whoever gives checkmate wins the game.
makruk-tut-check-exercise = Mate Black's khun. Your khun has to help: bring it closer before you check.

## 6. Draws
makruk-tut-draws-title = Stalemate and other draws
makruk-tut-draws-stalemate = Black is to move here, is not in check, and has no legal move: every square the khun could go to is guarded. That is stalemate, and the game is a draw.
makruk-tut-draws-avoid = Careful when you are winning. Ruea to b7 would be stalemate. Instead, step your khun to b6: it keeps Black's khun in the corner but leaves it a move.
makruk-tut-draws-avoid-wrong = Stop! After that Black's khun has no move and is not in check: stalemate, a draw. Step your khun to b6 instead.
makruk-tut-draws-avoided = Black's khun had to step to b8, and the game goes on. A win is still to come.
makruk-tut-draws-others = A game is also drawn when only the two khuns are left, as here, when the same position comes up for the third time, or when a count runs out. Counting comes next.
makruk-tut-draws-exercise = You are a ruea behind. Save the game: make it a draw.

## 7. Board's honour
makruk-tut-board-honour-title = Counting: board's honour
makruk-tut-board-honour-bias = In Makruk the stronger side cannot play for ever: once no unturned bia is left on the board, the weaker side counts. Here Black still has a bia on d6, so nothing is counted yet.
makruk-tut-board-honour-take = Take Black's last bia with your ruea.
makruk-tut-board-honour-counting = No bia is left, and both sides still have a piece besides the khun. That is board's honour, นับศักดิ์กระดาน: the side with less counts its moves from 1, and the count shows beside the board.
makruk-tut-board-honour-end = White must now mate within 64 moves. If the count passes 64 first, the game is drawn. If the counting side loses its last piece, pieces' honour starts instead: the next lesson.
makruk-tut-board-honour-exercise = Win Black's last bia, and watch the count begin.

## 8. Pieces' honour
makruk-tut-pieces-honour-title = Counting: pieces' honour
makruk-tut-pieces-honour-take = Take Black's last piece, the ruea on a2.
makruk-tut-pieces-honour-start = Black has only the khun left: pieces' honour, นับศักดิ์หมาก. The count does not start at 1 but at the number of pieces on the board plus one. Four pieces are left, so Black's first count is 5.
makruk-tut-pieces-honour-table = The limit depends on what the stronger side has: two rueas 8 moves; one ruea 16; no ruea but two khons 22; one khon 44; no ruea and no khon but two mas 32; one ma 64; only mets or turned bias 64. Read from the top; the first row that fits applies.
makruk-tut-pieces-honour-fixed = With two rueas White has until the count reaches 8: from 5, only four moves. The limit is fixed when the count starts and does not change when pieces are taken later.
makruk-tut-pieces-honour-exercise = Two rueas against a bare khun: mate before the count passes 8.

## 9. Mating within the count
makruk-tut-mates-title = Mating a bare khun
makruk-tut-mates-edge = With one ruea, drive the khun to the edge and bring your own khun in front of it. Here they face each other: check along the edge and it is mate. Ruea to h8.
makruk-tut-mates-wait = Your ruea on a7 keeps Black's khun on the last rank. Make a waiting move along the seventh rank: ruea to b7. Black's khun may step to d8 or f8; if it steps to d8, in front of yours, it walks into mate.
makruk-tut-mates-wait-wrong = That lets the khun out, or wastes the count. Keep the seventh rank: ruea to b7.
makruk-tut-mates-finish = The khuns face each other. Mate on the edge: ruea to b8.
makruk-tut-mates-minor = Mate! With only a khon or a ma the mates are much harder, and the long limits (44, 64) allow for that. A met or turned bias alone can seldom mate: be ready for a draw.
makruk-tut-mates-exercise = One ruea against a bare khun: mate before the count passes 16.
