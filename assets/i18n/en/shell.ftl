# The window's shell — English: the app's name, the language picker, files, notices
# and settings. Every message must exist in every language; the games' own words
# are in one file per game beside this one (dhayam.ftl).

app-name = Dhayam
no-display = no display: set DISPLAY or WAYLAND_DISPLAY, or use dhayam-cli

## Buttons and controls

language = Language

## Errors: replays, saved games and settings

settings-unreadable = Could not read { $path }: { $message }. Default settings are in use.
settings-moved-aside = The settings file was damaged ({ $reason }). It was kept as { $path } and default settings are in use.
settings-value-reset = The setting “{ $key }” had a wrong value and was reset.
settings-unknown-key = The setting “{ $key }” is unknown and was ignored.
settings-kept-copy = The settings file as it was is kept as { $path }.

## Files and settings

file-menu = File
open-file = Open…
save = Save
save-as = Save as…
save-hint = Save the game to its file
save-as-hint = Save the game to a file you choose
recent-files = Recent files
no-recent-files = No recent files
clear-recent-files = Clear the list
settings = Settings…
settings-title = Settings
sound = Sound
sound-volume = Volume
sound-muted = Mute
sound-muted-hint = No sounds (M mutes and unmutes while playing)
statistics = Statistics…
statistics-title = Statistics
statistics-empty = No finished games yet. The figures appear here after each game.
statistics-reset = Reset statistics…
statistics-reset-ask = Reset every figure? This cannot be undone.
statistics-reset-yes = Reset
statistics-reset-no = Keep them
statistics-close = Close
statistics-unreadable = Could not read the statistics file { $path }: { $message }. Games are still counted, but not saved there.
statistics-moved-aside = The statistics file was damaged ({ $reason }). It was kept as { $path } and counting starts afresh.
statistics-not-saved = The statistics could not be saved. { $reason }
open-title = Open a Dhayam game
save-title = Save the Dhayam game
file-type = Dhayam game
untitled = Unsaved game
open-failed = Could not open { $file }. { $reason }
save-failed = Could not save { $file }. { $reason }
autosave-failed = The game could not be saved automatically. { $reason }
autosave-from-backup = The automatic save was damaged ({ $reason }); the game was resumed from the copy before it.
autosave-elsewhere = Dhayam is open in another window too. This window does not save its games automatically, so as not to write over that one's: use Save to keep a game.
settings-not-saved = The settings could not be saved. { $reason }
dismiss = Dismiss
shell-cancel = Cancel
resume-title = Resume your game?
resume = Resume
system-language = System language
window-size = Window size
window-width = Width in points
window-height = Height in points

## Choosing a game, and PGN

file-new-game = New game…
chooser-title = Which game?
last-played = last played
import-pgn = Import PGN…
export-pgn = Export PGN…
pgn-file-type = PGN game
import-failed = Could not import { $file }. { $reason }
export-failed = Could not export { $file }. { $reason }
pgn-empty = The file holds no game.
exported = The game was exported to { $file }.
copy-pgn = Copy game as PGN
copied-pgn = The game was copied as PGN: paste it into another program, or back here with Paste PGN.
paste-pgn = Paste PGN…
paste-pgn-title = Import a pasted game (PGN)
paste-pgn-import = Import
paste-failed = Could not import the pasted game. { $reason }
paste-empty = The pasted text holds no game.
notice-details = Details: { $detail }
reason-not-found = There is no such file: it may have been moved, renamed or deleted.
reason-permission-denied = Permission denied: this account may not read or write there.
reason-is-a-folder = That is a folder, not a file.
reason-not-a-folder = A part of the path is a file, not a folder.
reason-read-only = The disk can only be read, not written.
reason-disk-full = The disk is full.
reason-bad-name = That file name is not allowed there.
reason-io-other = The system could not read or write the file.
reason-ends-early = The file ends in the middle: it was cut short, perhaps while it was being copied or saved.
reason-too-large = The file is { $bytes } bytes: far too large for what it should hold.
reason-not-text = The file is not text: it may be a picture, an archive or another program's file.
reason-damaged = The file is damaged, or it is not a game file.
save-first-title = Save this game first?
save-first-detail = This game is not saved in a file as it stands. If you go on without saving, only its autosave keeps it, until the next game of the same kind takes its place.
discard = Discard
dialog-unavailable = The system's file dialog could not be opened (this system has no desktop portal and no zenity). Type the file's path in the window's own dialog instead.
path-dialog-line = Type the path of the file, folders and all. It starts in the folder you used last.
path-dialog-label = File path
path-open = Open
path-import = Import
path-export = Export
path-empty = Type a path first.
path-missing = There is no file at this path.
path-is-folder = This path is a folder: add the file's name to it.
path-no-folder = There is no folder { $folder }.

## The guided tutorial, the same for every game
tutorial-button = Tutorial
tutorial-lessons = Lessons
tutorial-next = Next
tutorial-back = Back
tutorial-show-me = Show me
tutorial-leave = Leave the tutorial
tutorial-step = Step { $n } of { $total }
tutorial-not-that-move = That move is allowed, but this step asks for another one: look at the marked square.
tutorial-read-on = Read the message, then press Next.
tutorial-lesson-done = Lesson complete!
tutorial-new-setup = The board is set up anew for this step.
tutorial-next-lesson = Next lesson
tutorial-skip = Skip lesson
tutorial-exercise = Exercise
tutorial-exercise-start = Play the exercise
tutorial-exercise-retry = Try again
tutorial-exercise-back = Back to the lesson

## The keys screen (?): every key of the window, the game and the board
keys = Keys…
keys-title = Keys
keys-window = The window
keys-game = This game
keys-board = On the board
keys-screens = In the tutorial, the rules, the review and the exercises
keys-arrows = Arrow keys
keys-board-arrows = Go from square to square; each is read aloud with what stands on it
keys-board-enter = Play on the square that has the keys: pick up, put down, move the pawn
keys-board-escape = Put a picked-up piece back
keys-board-tab = From nothing, the first piece or pawn that can move; then the next; after the last, the bar at the top and the buttons beside the board
keys-zoom = Larger, smaller, normal size
keys-mute = Sound off or on
keys-this-list = This list of keys
read-position = Read the whole position aloud
read-last-moves = Read the last moves aloud
ui-scale = Size of everything
ui-scale-hint = Ctrl + and Ctrl − change it while playing, Ctrl 0 brings it back to 100%
contrast = Colours
contrast-standard = Standard
contrast-high = High contrast
contrast-hint = High contrast: white text on black, a grey Makruk board between white and black pieces, brighter pawns
motion = Motion
motion-system = As the system says
motion-full = Full
motion-reduced = Reduced
motion-hint = Reduced: pieces and pawns land at once and the dice do not tumble; the computer still pauses between its turns
keys-close = Close

## Issue 62: nothing written over without a question, every save said, the notices' log
saved = Saved { $file }
replace-title = { $file } already exists. Replace it?
replace-detail = What is in it now will be lost.
replace = Replace
notice-log = Notices ({ $count })
notice-log-title = Notices
notice-log-empty = No notices yet.
dont-save = Don't save
recent-autosave = Autosave: { $game }
# A file refused for one damaged entry (a ply of Dhayam, a move of Makruk): its game up to the entry before it.
damaged-title = { $file }: entry { $entry } of { $entries } is damaged
damaged-detail = The game reads as far as entry { $last }. Open it up to there? The damaged file is left as it is: Save asks for a new name.
damaged-open = Open up to entry { $last }
damaged-opened = { $file } opened up to entry { $last } of { $entries }; the file itself is left as it is.
copied-fen = Position copied (FEN): paste it into another program, or into a new game to start from it.

## Learn from your games (issue 66)
practise = Practise…
# The exercises' screen, in both games alike.
learn = Learn from this game
learn-title = Learn from this game
learn-practise-title = Practise
learn-finding = Finding the decisions that lost the most…
learn-none = No decision of a player lost a clear chance in this game: nothing to learn from it.
learn-none-due = No exercise is due today.
learn-row = { $name }: the game of { $date } against { $opponents }
learn-ask = Find a better move
learn-right = Right: { $move }.
learn-show-me = Show me
learn-back = Back
learn-type = Type your answer
learn-summary = What they keep getting wrong
learn-lesson = Lesson { $n }: { $title }
learn-yours-finding = Working out your move's chance…
learn-line-next = The game went on
