# Dhayam — English. Every message here must exist in every other language
# (cargo test names any that is missing). Variables: { $name } is a player's name.

## Buttons and controls

throw = Throw
undo = Undo
new-game = New game
play-again = Play again
start = Start
cancel = Cancel
new-seed = New seed
auto-move = Auto-move
auto-move-hint = Play a move by itself when it is the only legal one
practice = Practice
practice-hint = Allow undo while computer players take part
fast-forward = Fast-forward computers
fast-forward-hint = Computer turns play at once, without pauses or animation
animation = Animation
undo-hint = Take back the last move (the throw stays as it was)
throw-hint = Throw the two dice (Space, or click the dice)
speed-off = off
speed-slow = slow
speed-normal = normal
speed-fast = fast
rules-button = Rules
rules-hint = How to play Dhayam (F1)

real-dice = Dice:
real-dice-off = The app's dice
real-dice-people = Our own dice
real-dice-everyone = Our own dice, for the computers too
real-dice-off-shells = The app's shells
real-dice-people-shells = Our own shells
real-dice-everyone-shells = Our own shells, for the computers too
to-enter-throw-shells = { $name }: throw your shells and tap each one that lies mouth up
enter-throw-hint-shells = Tap each shell that lies mouth up, then enter the throw
real-dice-hint = Throw your own dhayakattai and tap the faces they show; moves, hints, the review and saves work the same. The saved game records that these throws were entered by hand.
enter-throw = Enter the throw
enter-throw-hint = Tap the face each die shows, then enter the throw
entry-title = Your dice show:
entry-face = { $pips ->
    [0] Die { $index }: blank
   *[other] Die { $index }: { $pips }
}
entry-shells-title = Your shells show (tap each one lying mouth up):
entry-shell = { $up ->
    [0] Shell { $index }: mouth down
   *[other] Shell { $index }: mouth up
}
to-enter-throw = { $name }: throw your dice and tap their faces
game-options = Options
game-options-hint = How the game moves on screen: animation, computers' speed, automatic moves, practice
palette = Seat colours:
palette-traditional = Traditional
palette-colour-blind = For colour blindness
palette-colour-blind-hint = Colours that people with any kind of colour blindness tell apart. Every pawn also carries its seat's emblem: Red a triangle, Green a square, Yellow a star, Blue a ring.

## Side panel

how-to-play = How to play
help-dice = Throw the two long dice: the value is the sum of the top faces, and two blanks count 12.
help-enter = A 1 brings a new pawn onto your home square; a cut pawn comes back on a 1 or a 5.
help-click = Click a ringed pawn, or the outlined square it would reach. Hover to see its route.
help-cut = Land on a lone opponent on an ordinary square to cut it. Crossed squares are safe.
help-gate = Your first cut opens your gate: then pawns take the arrow into the inner rings.
help-again = 1, 5, 6 and 12 throw again. The first to bring every pawn to the centre is King.
this-turn = This turn:
last-throw = Last throw: { $name } { $value }
choose-value = Value to use:
# A seat played at another window, in a game at a distance.
player-online = online
human = person
house-rules-short = House rules:
gate-open-short = gate open
gate-open-tooltip = Gate open: this player has cut, so their pawns may follow the arrow into the inner rings
level-random = random
level-beginner = beginner
level-easy = easy
level-medium = medium
level-hard = hard
level-expert = expert
computer = computer ({ $level })
pawns-home = { $done }/{ $total } in the centre
use-value = use { $value }
value-label = value { $value }
no-value = no value yet
option-setting = { $option }: { $value }
help-dice-cowrie6 = Throw the six cowries: the shells that land mouth up count, and none up counts 12.
help-dice-cowrie4 = Throw the four cowries: the shells that land mouth up count 1 to 4, and none up counts 8.
help-enter-four = A 1 brings a new pawn onto your home square, and a cut pawn comes back on a 1 too.
help-gate-off = No gate in this game: your pawns take the arrow into the inner rings at once, before any cut.
help-again-four = 1, 4 and 8 throw again. The first to bring every pawn to the centre is King.
type-move-short = Move:

## Status line

to-throw = { $name }: throw
throw-again = { $name }: throw again
to-move-one = { $name }: move a pawn { $value ->
    [one] { $value } square
   *[other] { $value } squares
}
to-move-choose = { $name }: choose a value, then a pawn
throwing = { $name } throws the dice
thinking = { $name } is thinking...
cut-news = { $mover } cut { $victim } on { $square }
gate-open = Gate open for { $name }
finished = { $name } has every pawn in the centre
is-king = { $name } is the King!
team-wins = { $name } and { $partner } win!
teams-line = Teams: { $red } with { $yellow }; { $green } with { $blue }
to-move-one-or-enter = { $name }: move a pawn { $value ->
    [one] { $value } square
   *[other] { $value } squares
}, or bring a pawn onto your home square
to-enter = { $name }: bring a pawn onto your home square

## Moves in words (hints, the review, the move log)

move-enter-new = a new pawn enters on { $square }
move-enter-cut = a cut pawn comes back on { $square }
move-step = { $from } to { $to }
move-cut = { $from } to { $to }, cutting { $victim }
move-pass = no move
log-title = Moves
log-empty = No throws yet. Each throw and move will be told here.
log-use = { $value }: { $move }
log-gate-open = the gate opens
log-centre = reaches the centre
log-king = { $name } is King
log-finished = { $name } has finished
log-team-home = { $name } is home for the team
log-lost = { $value }: lost, { $why }
lost-value = { $value } lost: no pawn could use it
lost-new-one = a new pawn needs a 1
lost-new-one-or-five = a new pawn needs a 1 or a 5
lost-cut-one = a cut pawn needs a 1
lost-cut-one-or-five = a cut pawn needs a 1 or a 5
lost-past-centre = every pawn on the board would pass the centre
lost-own-pawns = its own pawns block every move
lost-blocked = each pawn on the board would pass the centre or land on its own pawn
lost-partner-pawns = the partner's pawns stand in the way, and partners never cut each other
lost-pair = an opponent's pair blocks the way
lost-twin = only a twin cuts an opponent's twin
cannot-use-why = { $count ->
    [one] { $name } cannot use the { $values }: { $why }
   *[other] { $name } cannot use { $values }: { $why }
}

## Seats (also the names of players who give none)

seat-red = Red
seat-green = Green
seat-yellow = Yellow
seat-blue = Blue
# A seat named on its own as its side, where a sentence holds its colour alone (online play's
# phrases and seat news): Thai says "สีแดง", the others the colour itself.
seat-side = { $seat }

## Accessible names on the board and dice

square = square { $square }
pawn-on = { $count ->
    [one] { $seat } pawn on { $square }
   *[other] { $count } { $seat } pawns on { $square }
}
pawn-waiting-new = { $seat } pawn waiting (new)
pawn-waiting-cut = { $seat } pawn waiting (cut)
die = { $pips ->
    [0] die { $index } showing blank
   *[other] die { $index } showing { $pips }
}
shells-landed = { $up ->
    [0] no shell mouth up: { $value }
    [one] 1 shell mouth up: 1
   *[other] { $up } shells mouth up: { $up }
}

## New game dialog

new-game-title = New game
seats = Seats
name = Name
house-rules = House rules
presets = As families play it
preset-tamil-nadu = Tamil Nadu: long dice
preset-tamil-nadu-line = The game of the seed descriptions: two long brass dice on the 7 × 7 board, as Tamil Nadu's families play Dhayam.
preset-six-cowries = Six cowries
preset-six-cowries-line = Thayam thrown with six cowrie shells instead of dice, as many Tamil families throw it: the shells mouth up count, none up counts 12.
preset-thaayam = Thaayam: four cowries, 5 × 5
preset-thaayam-line = The small board of Thaayam, Chowka Bara and Ashta Chamma, thrown with four cowries (or tamarind seeds): the mouths up count 1 to 4, none up counts 8.
preset-partners = Partners
preset-partners-line = Four players as two teams, partners sitting opposite, as families play it in Tamil Nadu and Karnataka: the team wins when both partners are home.
preset-custom = Custom
preset-custom-line = Your own choice of the house rules below.
pawns-each = Pawns each
seed = Dice seed
seed-hint = The same seed gives the same throws: type one to replay a game
seed-invalid = The seed must be a whole number
need-two-seats = Choose at least two seats
two-must-be-opposite = Two players sit opposite: Red with Yellow, or Green with Blue
partners-need-four = Partners play with all four seats
seat-plays = { $seat } plays
seat-player = { $seat } player
seat-name = { $seat } name
option-turn = Turns
option-entry = Entering
option-cutbonus = Cut bonus
option-places = Places
option-pawns = Pawns
option-turn-explain = Immediate: use each throw before the next. Pooled: keep throwing on 1, 5, 6, 12, then spend the saved values in any order.
option-entry-explain = Which throws bring a pawn onto the board: a new pawn on 1, a cut pawn on 1 or 5 (usual); after the first pawn, 1 or 5 for any; or only 1.
option-cutbonus-explain = A cut gives one more throw.
option-places-explain = After the King, play on for second and third place.
option-pawns-explain = How many pawns each player brings to the centre.
option-dice = Thrown with
option-dice-explain = Two long dice (1 to 6, and 12 for two blanks), or six cowrie shells: the shells that land mouth up count, and none up counts 12. Four cowries count 1 to 4, and none up counts 8.
dice-long = Long dice
dice-cowrie6 = Six cowries
dice-cowrie4 = Four cowries
option-board = Board
option-board-explain = The 7 × 7 board, or Thaayam's 5 × 5 board: a shorter route of 25 squares, safe only on the homes and the centre.
board-7x7 = 7 × 7
board-5x5 = 5 × 5
option-gate = The gate
option-gate-explain = On: a player's pawns turn into the inner rings only after that player has cut a pawn. Off: they turn in at once, as in Bell's Thaayam.
option-teams = Partners
option-teams-explain = Four players as two teams, partners opposite (Red with Yellow, Green with Blue): nobody cuts a partner's pawn, and a team wins when both partners have every pawn on the centre.
option-forpartner = Throwing for the partner
option-forpartner-explain = With partners: a player whose pawns are all on the centre goes on taking turns, throwing for the partner and moving the partner's pawns.
for-partner = { $name } for { $partner }
option-pairs = Pairs
option-pairs-explain = Off: one pawn a square. Block: two of a player's pawns may share an ordinary square as a pair, and no opponent may land on a pair or pass over it. Twin: two of a player's pawns on an ordinary square move as one, and only a twin cuts a twin.
pairs-block = Block
pairs-twin = Twin
turn-immediate = immediate
turn-pooled = pooled
entry-seed = usual
entry-open5 = 1 or 5 after the first
entry-one = only 1
off = off
on = on
option-turn-explain-four = Immediate: use each throw before the next. Pooled: keep throwing on 1, 4 and 8, then spend the saved values in any order.
option-entry-explain-four = Which throws bring a pawn onto the board. Four cowries never count 5, so with them every choice enters on a 1 only.

## Game over

game-over = Game over
place = Place
player = Player
throws = Throws
moves = Moves
cuts = Cuts
was-cut = Was cut
place-n = { $n ->
    [1] King
    [2] 2nd
    [3] 3rd
   *[other] { $n }th
}

## Errors: moves and throws

illegal-game-over = The game is over.
illegal-not-thrown = Throw the dice first.
illegal-value-not-thrown = No { $value } is waiting to be used.
illegal-no-such-pawn = There is no pawn “{ $pawn }” to move.
illegal-entry-one = This pawn needs a 1 to enter.
illegal-entry-one-five = This pawn needs a 1 or a 5 to enter.
illegal-pawn-finished = A pawn on the centre never moves again.
illegal-past-centre = The centre needs the exact value.
illegal-own-pawn = { $square } holds your own pawn.
illegal-partner-pawn = { $square } holds your partner's pawn: partners never cut each other.
illegal-pair-there = { $square } holds an opponent's pair: no pawn lands on a pair.
illegal-twin-there = { $square } holds an opponent's twin: only a twin cuts a twin.
illegal-pair-in-the-way = An opponent's pair on { $square } blocks the way: no pawn passes a pair.
illegal-must-move = A move is possible, so the throw must be used.
throw-move-first = Use the value waiting before throwing again.
throw-other-implement = That throw is not of the dice or shells this game is played with.

## Errors: positions

pos-seat-count = { $count ->
    [one] Only 1 seat plays; a game needs 2 to 4.
   *[other] { $count } seats play; a game needs 2 to 4.
}
pos-not-opposite = { $first } and { $second } do not sit opposite; two players must.
pos-pawn-count = { $found ->
    [one] { $seat } has 1 pawn; this game uses { $expected }.
   *[other] { $seat } has { $found } pawns; this game uses { $expected }.
}
pos-past-closed-gate = A { $seat } pawn is at { $progress }, inside its gate, but the gate is closed.
pos-shared-square = { $first } and { $second } share the ordinary square { $square }.
pos-cut-without-cutter = A { $seat } pawn is cut, but nobody has cut yet.
pos-cut-by-absent = { $seat } is listed as having cut, but does not play.
pos-finished-absent = { $seat } is listed as finished, but does not play.
pos-finished-without-places = Seats are listed as finished, but the game is not played for places.
pos-finished-pawns-out = { $seat } is listed as finished, but has pawns off the centre.
pos-finished-not-listed = { $seat } has every pawn on the centre, but is not listed as finished.
pos-every-seat-finished = Every seat is listed as finished.
pos-two-kings = { $first } and { $second } cannot both be King.
pos-throw-again-immediate = A throw again is pending, but turns are immediate.
pos-several-values = { $count } values wait, but immediate turns hold only one.
pos-throw-again-without-values = A throw again is pending with no saved values.
pos-too-many-values = { $count } values wait; that is more than a turn can hold.
pos-to-move-absent = { $seat } is to move, but does not play.
pos-to-move-finished = { $seat } is to move, but has already finished.
pos-teams-need-four = Partners play with four players; { $count } play here.
pos-for-partner-needs-teams = Throwing for the partner needs partners (teams=on).
pos-finished-after-the-end = { $seat } is listed as finishing after a team had won, which ends the game.
pos-crowded = Three { $seat } pawns stand on { $square }; an ordinary square holds at most a pair.
pos-off-route = A { $seat } pawn is at { $progress }, past the centre, which is { $centre } on this board.
pos-not-a-throw = { $value } is waiting to be used, but this game's throws are { $values }.

## Errors: replays, saved games and settings

replay-start = The game cannot start: { $reason }
replay-throw = Entry { $ply } of the record: a throw is not allowed here. { $reason }
replay-move = Entry { $ply } of the record: the move { $mv } breaks the rules. { $reason }
replay-past-end = { $len ->
    [one] Entry { $ply } is past the end of the record (1 entry).
   *[other] Entry { $ply } is past the end of the record ({ $len } entries).
}
save-io = { $path }: { $message }
save-too-large = The file is { $bytes } bytes, too large for a Dhayam game.
save-not-text = The file is not text.
save-syntax = The file is not a valid game file: { $detail }
save-not-dhayam = The file is not a Dhayam game.
save-newer-version = The file was saved by a newer Dhayam (format { $found }). Please update the app.
save-bad-version = Format version { $found } does not exist.
save-bad-rules = The house rules in the file are wrong: { $detail }
save-bad-seats = The seats in the file are wrong: { $detail }
save-bad-ply = Entry { $ply } of the record (“{ $text }”) is neither a throw nor a move.
save-replay = The saved game breaks the rules. { $reason }
save-dice-mismatch = The throw at entry { $ply } of the record is not the one the dice seed gives.
save-bad-position = The stored position is wrong: { $detail }
save-position-mismatch = The stored position “{ $stored }” is not where the moves lead (“{ $replayed }”).
save-outcome-mismatch = The stored result is not how the moves end.
save-online-dice = The online game's dice do not check out: { $detail }

## The rules overlay

rules-title = The rules of Dhayam
rules-close = Close
rules-contents = Contents
rules-changed = changed in this game
rules-usual = usual: { $value }
rules-in-game = In this game: { $value }
rules-dice-title = The dice
rules-dice-body = Dhayam is played with two long four-sided dice, the dhayakattai. Their faces show blank, 1, 2 and 3 pips. A throw counts the two top faces together; two blanks count 12. So a throw is worth 1, 2, 3, 4, 5, 6 or 12.
rules-dice-caption = 1 + 2 = 3, and two blanks = 12
rules-shells-title = The shells
rules-shells-body = This game is thrown with six cowrie shells. Throw them together and count the shells that land mouth up: that is the throw, 1 to 6; when none lands mouth up, the throw is 12. The values are those of the dice, but not as often: of 64 throws of fair shells, about 6 give 1, 15 give 2, 20 give 3, 15 give 4, 6 give 5, 1 gives 6 and 1 gives 12. A 1, 5, 6 or 12 throws again, as with the dice.
rules-shells-caption = Four shells mouth up = 4, and none mouth up = 12
rules-four-shells-title = The four shells
rules-four-shells-body = This game is thrown with four cowrie shells (or four tamarind seeds, the flat side for the mouth). Count the shells that land mouth up: that is the throw, 1 to 4; when none lands mouth up, the throw is 8. Of 16 throws of fair shells, about 4 give 1, 6 give 2, 4 give 3, 1 gives 4 and 1 gives 8. A 1, 4 or 8 throws again; a 2 or 3 ends the turn. A pawn enters with a 1, and a cut pawn comes back with a 1.
rules-four-shells-caption = Two shells mouth up = 2, and none mouth up = 8
rules-partners-title = Partners
rules-partners-body = In this game four players play as two teams, partners sitting opposite: Red with Yellow, Green with Blue. A pawn never lands on its partner's pawn on an ordinary square, so partners never cut each other; on a safe square they stand together as anyone may. A player with every pawn on the centre is done and is skipped; the team wins when both partners have every pawn on the centre.
rules-partners-body-forpartner = In this game four players play as two teams, partners sitting opposite: Red with Yellow, Green with Blue. A pawn never lands on its partner's pawn on an ordinary square, so partners never cut each other; on a safe square they stand together as anyone may. A player with every pawn on the centre keeps taking turns, throwing for the partner and moving the partner's pawns; the team wins when both partners have every pawn on the centre.
rules-partners-caption = Red's pawn on f7 cannot move 1: Yellow, Red's partner, stands on e7
rules-pairs-title = Pairs
rules-pairs-body = In this game two of a player's pawns may stand together on an ordinary square as a pair. A pair blocks the way: no opponent's pawn may land on it or pass over it, while its own player's pawns pass it freely. A single pawn is cut as usual; a third pawn never joins a pair.
rules-pairs-caption = Green's pair on g5 blocks Red's pawn on g2: a 4 cannot pass it
rules-twins-title = Twins
rules-twins-body = In this game two of a player's pawns on one ordinary square form a twin, and a twin moves as one: a move of either pawn takes both. Only a twin cuts a twin, and then both its pawns go back; a single pawn never lands on an opponent's twin, but a twin cuts a single pawn as any pawn does. Pawns pass a twin freely, and a third pawn never joins one.
rules-twins-caption = Red's twin on g2 moves 1 onto Green's twin on g3 and cuts both its pawns
rules-board-title = The board
rules-board-body = The board has 7 × 7 squares. The middle square of each side is a player's home: Red at the bottom, Green on the right, Yellow at the top, Blue on the left. Two players sit opposite each other. Each pawn walks its own route through every square: round the outer ring, then inward round the smaller rings to the centre.
rules-board-caption = Red's route, from home to the centre
rules-small-board-title = The 5 × 5 board
rules-small-board-body = This game is played on Thaayam's board of 5 × 5 squares. The middle square of each side is a player's home: Red at c1, Green at e3, Yellow at c5, Blue at a3. Only the four homes and the centre, c3, are safe squares. Each pawn goes round the outer ring of 16 squares, then, once its player has cut, steps into the inner ring of 8 squares, goes round it the other way and steps onto the centre: 25 squares from home to the centre, finished with an exact throw.
rules-small-board-body-nogate = This game is played on Thaayam's board of 5 × 5 squares. The middle square of each side is a player's home: Red at c1, Green at e3, Yellow at c5, Blue at a3. Only the four homes and the centre, c3, are safe squares. Each pawn goes round the outer ring of 16 squares, then steps straight into the inner ring of 8 squares (this game has no gate), goes round it the other way and steps onto the centre: 25 squares from home to the centre, finished with an exact throw.
rules-small-board-caption = Red's route on the 5 × 5 board, from home to the centre
rules-enter-title = Entering
rules-enter-body = Every pawn starts off the board. A new pawn enters on your home square only with a throw of 1. A pawn that was cut comes back with a 1 or a 5.
rules-enter-body-four = Every pawn starts off the board. A pawn enters on your home square only with a throw of 1, and a pawn that was cut comes back with a 1 too: four shells never give a 5.
rules-enter-caption = A 1: the waiting pawn enters on its home
rules-move-title = Moving
rules-move-body = A pawn moves forward along its route exactly as many squares as the throw. One throw moves one pawn; it is never split. Pawns may jump over others. If any move is possible you must make one; if none is, the throw is lost. Throws of 1, 5, 6 and 12 give another throw.
rules-move-body-four = A pawn moves forward along its route exactly as many squares as the throw. One throw moves one pawn; it is never split. Pawns may jump over others. If any move is possible you must make one; if none is, the throw is lost. Throws of 1, 4 and 8 give another throw.
rules-move-caption = A 4: the pawn walks four squares
rules-cut-title = Cutting and safe squares
rules-cut-body = Land on an opponent's pawn on an ordinary square and you cut it: it goes back off the board and must enter again. An ordinary square holds one pawn, and never two of your own. Squares marked with a cross are safe: any number of pawns share them and nobody is cut there.
rules-cut-caption = Red lands on Yellow and cuts it
rules-gate-title = The gate
rules-gate-body = Your pawns may leave the outer ring only after you have cut at least once. That first cut opens your gate: pawns then follow the arrow beside your home into the inner rings. Until then they keep circling the outer ring.
rules-gate-caption = The gate is open: the pawn takes the arrow inward
rules-gate-panel = In the side panel, this arrow beside a player's name means that player's gate is open.
rules-centre-title = The centre
rules-centre-body = The centre square needs the exact throw: a move that would go past it is not allowed. A pawn on the centre has finished and never moves again.
rules-centre-caption = A 3 brings the pawn exactly to the centre
rules-win-title = Winning
rules-win-body = The first player to bring every pawn to the centre wins and is the King of the game.
rules-win-caption = Every pawn in the centre: Red is King
rules-house-title = House rules
rules-house-body = Families play Dhayam in slightly different ways. These rules are chosen in the new game dialog; the ones this game plays differently from the usual are marked.

## Hints, win chances and the review

hint = Hint
hint-tooltip = Show the best move now and its chance to make you King (H)
hint-thinking = Looking for the best move...
hint-best = Hint: { $move }
hint-chance = Chance to become King: { $percent }
hint-next = next best { $move }: { $percent } ({ $difference })
win-chances = Win chances
win-chances-setting = Show win chances
win-chances-hint = A bar in the side panel with each player's chance to become King, estimated after every move
win-chance = { $name }: { $percent }
review = Review
review-tooltip = Replay the game with each of your decisions judged
reviewing = Reviewing the game...
review-title = Review of the game
review-back = Back to the game
review-first = First
review-previous = Previous
review-next = Next
review-last = Last
review-decisions = Decisions
review-none = No decisions to review: every move was forced.
review-row = { $number }. { $name }: { $played }
review-row-throw = { $number }. { $name } with { $value }: { $played }
review-lost = Win chance lost: { $loss }. Best move: { $best }.
review-best-move = the best move
review-played-move = the move played
review-at = Move { $number } of { $total }
review-end = The end of the game
review-played-by = { $name }: { $played }
review-error-rate = errors: { $percent }
review-luck = luck of the throws: { $luck } win chance
review-luck-hint = What this player's throws were worth: each throw's gain or loss in the chance to become King, against an average throw in the same place, added up over the game. Above 0 the throws helped; below 0 they hindered.
review-error-hint = The share of decisions marked ?!, ? or ??
review-marks = ?! lost 2% or more, ? lost 5% or more, ?? lost 10% or more
review-board = The board before move { $number }
review-as-good = Nothing lost: as good as the best move ({ $best }).
review-judging = Judging decisions: { $judged } of { $total }

## The guided tutorial.

tutorial-hint = Learn Dhayam step by step on the real board
tutorial-no-throw-now = Not now: do what the message asks first.
tutorial-dice-title = The long dice
tutorial-dice-intro = Dhayam is played with two long dice. Each has four long faces: blank, 1, 2 and 3 pips. A throw counts the two faces that land on top.
tutorial-dice-throw = Throw the dice: click them, or press Throw.
tutorial-dice-sum = 2 and 1 make 3. You have no pawn on the board yet, and a 3 brings none in, so this throw is lost and your turn ends.
tutorial-dice-throw-again = Let's skip Yellow's turn here: throw once more.
tutorial-dice-twelve = Two blanks! They count 12, not 0: the biggest throw of all, and it gives you another throw. So a throw is worth 1, 2, 3, 4, 5, 6 or 12.
tutorial-enter-title = Entering the board
tutorial-enter-intro = Your pawns wait beside your home square, marked with a cross. A new pawn comes onto it only with a throw of 1. Throw.
tutorial-enter-one = A 1! Click a waiting pawn to bring it onto your home square.
tutorial-enter-again = A 1 gives you another throw. Throw again.
tutorial-enter-four = A 4 cannot bring a new pawn in. Move the pawn on your home square four squares along its route.
tutorial-enter-cut = A cut pawn also waits beside your home, marked with a cross, and comes back with a 1 or a 5. You threw 5: bring the cut pawn back.
tutorial-move-title = Moving and throwing again
tutorial-move-intro = A pawn moves forward along its route exactly the value thrown, and one throw moves one pawn. Throw.
tutorial-move-six = A 6. Choose a pawn and move it six squares.
tutorial-move-again = A 6 gives you another throw, and so do 1, 5 and 12. Throw again.
tutorial-move-three = A 3. Move a pawn three squares.
tutorial-move-turn-passes = After a 2, 3 or 4 your turn ends, and the next player throws.
tutorial-safe-title = Safe squares
tutorial-safe-intro = The squares with a cross are safe: the four homes, the four corners of the next ring in (b2, f2, f6, b6), and the centre d4. You threw 4: move the pawn that can reach the marked square g4.
tutorial-safe-shared = Your pawn shares g4 with Yellow's. On a safe square any number of pawns may stand, and nobody is cut.
tutorial-safe-own = On an ordinary square only one pawn may stand, so there you cannot end a move on your own pawn. A 4 would take your pawn on g1 onto your pawn on g5: move the pawn on g5 instead.
tutorial-keys = Keys: Right arrow or Enter for Next, Left arrow for Back, Space to throw, Esc to leave.
tutorial-choose-value = Choose the value to spend:
tutorial-not-that-value = That value is saved too, but this step asks for another one.
tutorial-exercise-players = You play { $you }; the Easy computer player plays { $computer }. The dice are real now.
tutorial-exercise-won = You did it! Go on to the next lesson, or play the exercise again.
tutorial-exercise-lost = { $seat } got there first. Try again: the dice will fall differently.
tutorial-event-threw = { $seat } threw { $value }.
tutorial-event-entered = { $seat } brought a pawn onto { $square }.
tutorial-event-moved = { $seat } moved a pawn from { $from } to { $to }.
tutorial-event-cut = { $seat } moved a pawn from { $from } to { $to } and cut { $victim }'s pawn.
tutorial-event-lost = { $seat } could not use the throw.
tutorial-dice-exercise = Race Yellow to the centre: your last pawn, on f2, is exactly 12 squares away. Two blanks would take it straight in.
tutorial-enter-exercise = Be the first to have two pawns on the board. A new pawn needs a 1; your cut pawn comes back with a 1 or a 5.
tutorial-move-exercise = Be the first to bring a third pawn onto the centre. Each throw moves one pawn, so choose which one well.
tutorial-safe-exercise = Be the first to bring a third pawn onto the centre. Yellow's pawns can cut yours: stop on safe squares when you can.
tutorial-cut-title = Cutting
tutorial-cut-intro = A pawn that ends its move on an ordinary square where an opponent's pawn stands cuts it. Yellow's pawn on b7 is four squares ahead of yours. Throw.
tutorial-cut-move = A 4! Move your pawn onto Yellow's pawn to cut it.
tutorial-cut-home = Cut! Yellow's pawn has left the board. It waits beside Yellow's home and comes back only with a 1 or a 5. A cut gives no extra throw, and a 4 does not throw again, so now Yellow throws.
tutorial-cut-safe = Two Yellow pawns stand four squares ahead of two of yours, on g4 and on c7. But g4 is a safe square, where nobody is cut. Cut the pawn you can cut.
tutorial-cut-safe-wrong = That pawn would land on g4, a safe square: it would stand beside Yellow's pawn and cut nothing. Take the one on c7.
tutorial-cut-gate = A cut sends a pawn back to the start of its route. Your first cut does even more: it opens your gate, as the next lesson shows.
tutorial-cut-exercise = Be the first to cut: cut a Yellow pawn before Yellow cuts one of yours.
tutorial-gate-title = The gate
tutorial-gate-intro = After one round of the outer ring your route turns in at the arrow, from c1 to b2, towards the centre. But that way is shut until you have cut an opponent's pawn. Throw.
tutorial-gate-circle = A 4. You have not cut anyone yet, so your pawn on a1 cannot turn in: it goes on round the outer ring, past your home, to e1. Move it.
tutorial-gate-circled = Until your first cut, your pawns keep circling the outer ring.
tutorial-gate-cut = A Yellow pawn stands on b1, two squares ahead of your pawn on a2. Throw.
tutorial-gate-cut-move = A 2: cut it!
tutorial-gate-open = Your first cut has opened your gate, for the rest of the game.
tutorial-gate-turn-throw = With the gate open, your pawn on b1 will turn in at the arrow. Throw.
tutorial-gate-turn = A 3: from b1 to c1, along the arrow to b2, then on to b3. Move it.
tutorial-gate-must = Once your gate is open, every pawn of yours that passes c1 turns in at the arrow; none goes round again.
tutorial-gate-exercise = Be the first to bring a pawn into the inner rings. Nobody has cut yet, so first you must cut.
tutorial-centre-title = The inner rings and the centre
tutorial-centre-intro = Through the gate, your route goes clockwise round the 5×5 ring, then clockwise round the 3×3 ring, and ends on the centre, d4.
tutorial-centre-exact = Your pawn on e5 is four squares from the centre. Throw.
tutorial-centre-too-far = A 6 is too many: a pawn reaches the centre only with the exact value, so the pawn on e5 cannot move. Move the pawn on d6.
tutorial-centre-again = A 6 gives you another throw. Throw again.
tutorial-centre-in = A 4, exactly what the pawn on e5 needs. Move it onto the centre.
tutorial-centre-done = That pawn is finished: on the centre it never moves again.
tutorial-centre-exercise = Bring your last two pawns onto the centre before Yellow does. Only the exact value takes a pawn in.
tutorial-king-title = The King of the game
tutorial-king-intro = Three of your pawns are on the centre and the last is three squares away. The first player with every pawn on the centre wins and is the King of the game. Throw.
tutorial-king-move = A 3. Bring your last pawn in.
tutorial-king-won = You are the King of the game! Usually the game ends here.
tutorial-king-places-intro = With the house rule "Places" the game goes on after the King. Here Green plays too. Throw, and bring your last pawn in once more.
tutorial-king-places-move = Move it onto the centre.
tutorial-king-places = You are the King, and now Green and Yellow play on for second and third place. The game ends when only one player still has pawns on the way.
tutorial-king-exercise = Become the King of the game: bring all your pawns onto the centre before Yellow does.
tutorial-house-title = House rules
tutorial-house-intro = Families play with different house rules, chosen for each new game. The most traditional is pooled turns: you keep throwing while you throw 1, 5, 6 or 12, saving every value, and move only afterwards. Throw.
tutorial-house-saved = A 5: it is saved, and you throw again.
tutorial-house-saved-again = A 6: saved as well. Throw again.
tutorial-house-choose = A 2 ends the throwing. Now spend 5, 6 and 2 in any order, one pawn per value. Choose the 2 first.
tutorial-house-cut = Move the pawn on g6 two squares, onto Yellow's pawn on f7.
tutorial-house-spend = Now spend the 5 and the 6: choose a value, then a pawn.
tutorial-house-spend-last = And the last value.
tutorial-house-others = The other house rules: "Cut bonus" gives one more throw after a cut; "Entering" can let every pawn after your first enter on a 1 or a 5, or make even a cut pawn wait for a 1; "Places" plays on after the King; and players may have 5 or 6 pawns instead of 4. Without house rules you play as in the earlier lessons. The rules panel shows the ones in play.
tutorial-house-exercise = With pooled turns, become the King before Yellow. The order in which you spend your saved values matters.
tutorial-shells-title = Throwing with shells
tutorial-shells-intro = Many families throw six cowrie shells instead of the two long dice. A shell lands either with its toothed mouth up or with its smooth back up.
tutorial-shells-throw = Throw the shells.
tutorial-shells-count = Three shells lie mouth up, so the throw is 3: count only the mouths. A new pawn still needs a 1 to enter, so this 3 is lost.
tutorial-shells-throw-again = Throw again.
tutorial-shells-twelve = No shell mouth up counts 12, the biggest throw, and like 1, 5 and 6 it throws again. The shells give 2, 3 and 4 most often; a 6 or a 12 comes only once in 64 throws.
tutorial-shells-exercise = With the shells, bring your two last pawns to the centre before Yellow does.
tutorial-partners-title = Partners
tutorial-partners-intro = In a game of partners, players sitting opposite play as a team: you, Red, with Yellow, against Green and Blue. Your pawn is on f7 and Yellow's on e7.
tutorial-partners-throw = Throw.
tutorial-partners-blocked = A 1 would take your pawn from f7 to e7, but Yellow's pawn stands there, and partners never cut each other. Use the 1 to bring a new pawn onto d1 instead.
tutorial-partners-home = A player whose pawns are all on the centre is skipped from then on. The team wins when both partners have every pawn on the centre.
tutorial-partners-exercise = Yellow is home already. Bring your last pawn to the centre before Green and Blue are both home, and your team wins.

## Computer players

computer-failed = The computer player of { $name } ({ $level }) failed: { $reason }. It plays on as { $easy }.
computer-thread-ended = its thread ended without a move
advice-failed = The advice could not be worked out: { $reason }. The game goes on.
advice-thread-ended = its thread ended without an answer

## The settings screen: the next game's seats

new-game-defaults = New games start with
seat-off = does not play
settings-practice-explained = Practice: undo is always allowed when only people play; with Practice on, it is allowed in games with computer players too.

## The statistics screen, the game chooser and the resume prompt

statistics-dhayam = Dhayam
statistics-player = Player
statistics-games = Games (2 · 3 · 4 seats)
statistics-won = Won
statistics-cuts-made = Cuts made
statistics-cuts-suffered = Was cut
statistics-throws-per-game = Throws per game
statistics-luck = Luck
statistics-luck-hint = The player's average throw minus the average of what was thrown: 3.75 for the two long dice, 3.19 for six cowries
statistics-app-dice = The app's dice: { $throws } throws
statistics-own-dice = Your own dice: { $throws } throws
statistics-seen = seen
statistics-expected = fair dice (2, 3, 4, 3, 2, 1, 1 in 16)
statistics-fair = These throws look like fair dice (p = { $p }).
statistics-loaded = Fair dice would rarely throw like this (p = { $p }): the dice may be uneven.
statistics-too-few = Too few throws to judge the dice yet: { $throws } of the { $needed } needed.
statistics-app-shells = The app's shells: { $throws } throws
statistics-own-shells = Your own shells: { $throws } throws
statistics-expected-shells = fair shells (6, 15, 20, 15, 6, 1, 1 in 64)
statistics-app-four-shells = The app's four shells: { $throws } throws
statistics-own-four-shells = Your own four shells: { $throws } throws
statistics-expected-four-shells = fair shells (4, 6, 4, 1, 1 in 16)
statistics-fair-shells = These throws look like fair shells (p = { $p }).
statistics-loaded-shells = Fair shells would rarely fall like this (p = { $p }): the shells may be uneven.
statistics-too-few-shells = Too few throws to judge the shells yet: { $throws } of the { $needed } needed.
game-dhayam = Dhayam
game-dhayam-line = The Tamil dice race: two to four players race their pawns home.
resume-detail = Your last game was not finished: { $players }, { $throws ->
    [one] one throw so far.
   *[other] { $throws } throws so far.
}
resume-dhayam = Resume Dhayam

## A square as a screen reader reads it on the board (its name first), and a turn as the
## live region speaks it
square-home = { $seat }'s home
square-safe = safe square
square-pawns = { $count ->
    [one] { $seat } pawn
   *[other] { $count } { $seat } pawns
}
square-pair = a pair, which no opponent lands on or passes
square-twin = a twin, which moves as one and only a twin cuts
focus-board = Keys to the board
type-move = Type a move
type-move-hint = d1 e1, c1 6 or n
typed-empty = Type a move first: the pawn's square and where it goes, as d1 e1.
typed-not-a-move = “{ $text }” is not a move: type the pawn's square and where it goes (d1 e1), the square and the value (c1 6), or n for a new pawn.
typed-not-now = { $text }: there is no move of yours to make now.
typed-illegal = { $text } is not a legal move here.
typed-ambiguous = { $text } fits more than one move: add where the pawn goes or the value, as d1 e1 or c1 6.
read-waiting = { $count } waiting
read-cut = { $count } cut, waiting
read-on = on { $squares }
said-turn = { $name } threw { $values }
said-line = { $name }: { $line }

## Learning from your games
learn-why-gate-not-opened = Your first cut opens your gate: without it your pawns cannot go into the inner rings, so a cut that is there should be taken.
learn-why-cut-left = A cut sends an opponent's pawn back to the start of its route: it costs them far more than a few squares cost you.
learn-why-safe-ignored = A pawn on a safe square cannot be cut; the move played left a pawn where an opponent's throw can cut it.
learn-why-pooled-misused = With pooled turns, the order in which you spend your saved values matters: the better move spends another value first.
learn-why-centre-not-reached = A pawn on the centre has finished its route and nothing can cut it: when a throw takes one there, take it.

## Learn from your games (issue 66)
learn-tooltip = Your decisions that lost the most, asked again: find a better move
learn-in-hand = { $name } to move, with { $values } in hand. In the game: { $played }.
learn-right-plain = It keeps the best chance to become King.
learn-wrong = Not this one. The better move, shown on the board: { $better }. Against it, the move played in the game gave up { $lost } of the chance to become King.
learn-shown = The better move, played
learn-board = The exercise's position, with the better move marked
learn-kind-gate-not-opened = Gate not opened
learn-kind-cut-left = Cut left untaken
learn-kind-centre-not-reached = Centre not reached
learn-kind-safe-ignored = Safe square ignored
learn-kind-pooled-misused = Pooled values misused
learn-yours = Your move, { $move }: { $chance } of the chance to become King; the better move: { $better }.
learn-line = In the game, from here: { $moves }
learn-leave-key = Leave the exercises
