# The window's shell — മലയാളം: the app's name, the language picker, files, notices
# and settings. Every message must exist in every language; the games' own words
# are in one file per game beside this one (dhayam.ftl).

app-name = ദായം
no-display = ഡിസ്പ്ലേ ഇല്ല: DISPLAY അല്ലെങ്കിൽ WAYLAND_DISPLAY സജ്ജമാക്കുക, അല്ലെങ്കിൽ dhayam-cli ഉപയോഗിക്കുക

## Buttons and controls

language = ഭാഷ

## Errors: replays, saved games and settings

settings-unreadable = { $path } വായിക്കാൻ കഴിഞ്ഞില്ല: { $message }. സ്ഥിര ക്രമീകരണങ്ങൾ ഉപയോഗിക്കുന്നു.
settings-moved-aside = ക്രമീകരണ ഫയൽ കേടായി ({ $reason }). അത് { $path } എന്ന പേരിൽ മാറ്റിവച്ചു; സ്ഥിര ക്രമീകരണങ്ങൾ ഉപയോഗിക്കുന്നു.
settings-value-reset = “{ $key }” എന്ന ക്രമീകരണത്തിന് തെറ്റായ മൂല്യമുണ്ടായിരുന്നു; പുനഃസജ്ജമാക്കി.
settings-unknown-key = “{ $key }” എന്ന ക്രമീകരണം അറിയില്ല; അവഗണിച്ചു.
settings-kept-copy = ക്രമീകരണ ഫയൽ മുമ്പുണ്ടായിരുന്നതുപോലെ { $path } എന്ന പേരിൽ സൂക്ഷിച്ചിട്ടുണ്ട്.

## Files and settings

file-menu = ഫയൽ
open-file = തുറക്കുക…
save = സേവ് ചെയ്യുക
save-as = മറ്റൊരു പേരിൽ സേവ് ചെയ്യുക…
save-hint = കളി അതിന്റെ ഫയലിൽത്തന്നെ സേവ് ചെയ്യുക
save-as-hint = നിങ്ങൾ തിരഞ്ഞെടുക്കുന്ന ഫയലിൽ കളി സേവ് ചെയ്യുക
recent-files = ഈയിടെ തുറന്ന ഫയലുകൾ
no-recent-files = ഈയിടെ തുറന്ന ഫയലുകളൊന്നുമില്ല
clear-recent-files = പട്ടിക മായ്ക്കുക
settings = ക്രമീകരണങ്ങൾ…
settings-title = ക്രമീകരണങ്ങൾ
sound = ശബ്ദം
sound-volume = ശബ്ദനില
sound-muted = നിശ്ശബ്ദമാക്കുക
sound-muted-hint = ശബ്ദങ്ങളില്ല (കളിക്കുമ്പോൾ M അമർത്തിയാൽ നിശ്ശബ്ദമാക്കുകയും വീണ്ടും ഓണാക്കുകയും ചെയ്യും)
statistics = സ്ഥിതിവിവരക്കണക്കുകൾ…
statistics-title = സ്ഥിതിവിവരക്കണക്കുകൾ
statistics-empty = പൂർത്തിയായ കളികളൊന്നും ഇതുവരെയില്ല. ഓരോ കളിക്കും ശേഷം കണക്കുകൾ ഇവിടെ കാണാം.
statistics-reset = സ്ഥിതിവിവരക്കണക്കുകൾ പുനഃസജ്ജമാക്കുക…
statistics-reset-ask = എല്ലാ കണക്കുകളും പുനഃസജ്ജമാക്കണോ? ഇത് പിൻവലിക്കാനാവില്ല.
statistics-reset-yes = പുനഃസജ്ജമാക്കുക
statistics-reset-no = അവ നിലനിർത്തുക
statistics-close = അടയ്ക്കുക
statistics-unreadable = { $path } എന്ന സ്ഥിതിവിവരക്കണക്ക് ഫയൽ വായിക്കാൻ കഴിഞ്ഞില്ല: { $message }. കളികൾ ഇപ്പോഴും എണ്ണുന്നുണ്ട്, പക്ഷേ അവിടെ സേവ് ചെയ്യുന്നില്ല.
statistics-moved-aside = സ്ഥിതിവിവരക്കണക്ക് ഫയൽ കേടായി ({ $reason }). അത് { $path } എന്ന പേരിൽ മാറ്റിവച്ചു; എണ്ണൽ പുതുതായി തുടങ്ങുന്നു.
statistics-not-saved = സ്ഥിതിവിവരക്കണക്കുകൾ സേവ് ചെയ്യാനായില്ല. { $reason }
open-title = ഒരു ദായം കളി തുറക്കുക
save-title = ദായം കളി സേവ് ചെയ്യുക
file-type = ദായം കളി
untitled = സേവ് ചെയ്യാത്ത കളി
open-failed = { $file } തുറക്കാനായില്ല. { $reason }
save-failed = { $file } സേവ് ചെയ്യാനായില്ല. { $reason }
autosave-failed = കളി സ്വയം സേവ് ചെയ്യാനായില്ല. { $reason }
autosave-from-backup = സ്വയം സേവ് ചെയ്ത ഫയൽ കേടായിരുന്നു ({ $reason }); അതിനു മുമ്പുള്ള പകർപ്പിൽ നിന്ന് കളി തുടരുന്നു.
autosave-elsewhere = ദായം മറ്റൊരു ജാലകത്തിലും തുറന്നിരിക്കുന്നു. അതിലെ കളികൾക്കു മുകളിൽ എഴുതാതിരിക്കാൻ ഈ ജാലകം കളികൾ സ്വയം സേവ് ചെയ്യില്ല: ഒരു കളി സൂക്ഷിക്കാൻ “സേവ് ചെയ്യുക” ഉപയോഗിക്കുക.
settings-not-saved = ക്രമീകരണങ്ങൾ സേവ് ചെയ്യാനായില്ല. { $reason }
dismiss = അടയ്ക്കുക
shell-cancel = റദ്ദാക്കുക
resume-title = നിങ്ങളുടെ കളി തുടരണോ?
resume = തുടരുക
system-language = സിസ്റ്റത്തിന്റെ ഭാഷ
window-size = ജാലകത്തിന്റെ വലുപ്പം
window-width = വീതി (പോയിന്റുകളിൽ)
window-height = ഉയരം (പോയിന്റുകളിൽ)

## Choosing a game, and PGN

file-new-game = പുതിയ കളി…
chooser-title = ഏതു കളി?
last-played = അവസാനം കളിച്ചത്
import-pgn = PGN ഇംപോർട്ട് ചെയ്യുക…
export-pgn = PGN എക്സ്പോർട്ട് ചെയ്യുക…
pgn-file-type = PGN കളി
import-failed = { $file } ഇംപോർട്ട് ചെയ്യാനായില്ല. { $reason }
export-failed = { $file } എക്സ്പോർട്ട് ചെയ്യാനായില്ല. { $reason }
pgn-empty = ഫയലിൽ ഒരു കളിയുമില്ല.
exported = കളി { $file } എന്ന ഫയലിലേക്ക് എക്സ്പോർട്ട് ചെയ്തു.
copy-pgn = കളി PGN ആയി പകർത്തുക
copied-pgn = കളി PGN ആയി പകർത്തി: മറ്റൊരു പ്രോഗ്രാമിൽ ഒട്ടിക്കാം, അല്ലെങ്കിൽ “PGN ഒട്ടിക്കുക” വഴി ഇവിടേക്കുതന്നെ തിരികെ കൊണ്ടുവരാം.
paste-pgn = PGN ഒട്ടിക്കുക…
paste-pgn-title = ഒട്ടിച്ച കളി ഇംപോർട്ട് ചെയ്യുക (PGN)
paste-pgn-import = ഇംപോർട്ട്
paste-failed = ഒട്ടിച്ച കളി ഇംപോർട്ട് ചെയ്യാനായില്ല. { $reason }
paste-empty = ഒട്ടിച്ച എഴുത്തിൽ ഒരു കളിയുമില്ല.
notice-details = വിശദാംശം: { $detail }
reason-not-found = അങ്ങനെയൊരു ഫയൽ ഇല്ല: അത് നീക്കുകയോ പേരുമാറ്റുകയോ മായ്ക്കുകയോ ചെയ്തിരിക്കാം.
reason-permission-denied = അനുമതിയില്ല: ഈ അക്കൗണ്ടിന് അവിടെ വായിക്കാനോ എഴുതാനോ കഴിയില്ല.
reason-is-a-folder = അതൊരു ഫോൾഡറാണ്, ഫയലല്ല.
reason-not-a-folder = പാതയുടെ ഒരു ഭാഗം ഫോൾഡറല്ല, ഫയലാണ്.
reason-read-only = ഈ ഡിസ്കിൽ വായിക്കാനേ കഴിയൂ, എഴുതാനാവില്ല.
reason-disk-full = ഡിസ്ക് നിറഞ്ഞിരിക്കുന്നു.
reason-bad-name = ആ ഫയൽപ്പേര് അവിടെ അനുവദനീയമല്ല.
reason-io-other = സിസ്റ്റത്തിന് ഫയൽ വായിക്കാനോ എഴുതാനോ കഴിഞ്ഞില്ല.
reason-ends-early = ഫയൽ പാതിവഴിയിൽ അവസാനിക്കുന്നു: പകർത്തുമ്പോഴോ സേവ് ചെയ്യുമ്പോഴോ അത് മുറിഞ്ഞുപോയിരിക്കാം.
reason-too-large = ഫയൽ { $bytes } ബൈറ്റാണ്: അതിൽ ഉണ്ടാകേണ്ടതിനേക്കാൾ വളരെ വലുതാണ്.
reason-not-text = ഫയൽ ടെക്സ്റ്റ് അല്ല: അതൊരു ചിത്രമോ ആർക്കൈവോ മറ്റൊരു പ്രോഗ്രാമിന്റെ ഫയലോ ആകാം.
reason-damaged = ഫയലിന് കേടുപാടുണ്ട്, അല്ലെങ്കിൽ അതൊരു കളി ഫയലല്ല.
save-first-title = ആദ്യം ഈ കളി സേവ് ചെയ്യണോ?
save-first-detail = ഈ കളി ഇപ്പോഴത്തെ നിലയിൽ ഒരു ഫയലിലും സേവ് ചെയ്തിട്ടില്ല. സേവ് ചെയ്യാതെ തുടർന്നാൽ, അതേ തരത്തിലുള്ള അടുത്ത കളി അതിന്റെ സ്ഥാനം എടുക്കുന്നതുവരെ സ്വയമുള്ള സേവ് മാത്രമേ അതിനെ സൂക്ഷിക്കൂ.
discard = ഉപേക്ഷിക്കുക
dialog-unavailable = സിസ്റ്റത്തിന്റെ ഫയൽ ജാലകം തുറക്കാനായില്ല (ഈ സിസ്റ്റത്തിൽ desktop portal-ഉം zenity-യും ഇല്ല). പകരം, ഈ ജാലകത്തിന്റെ സ്വന്തം പെട്ടിയിൽ ഫയലിന്റെ പാത ടൈപ്പ് ചെയ്യുക.
path-dialog-line = ഫോൾഡറുകൾ ഉൾപ്പെടെ ഫയലിന്റെ മുഴുവൻ പാതയും ടൈപ്പ് ചെയ്യുക. നിങ്ങൾ അവസാനം ഉപയോഗിച്ച ഫോൾഡറിൽ നിന്നാണ് ഇത് തുടങ്ങുന്നത്.
path-dialog-label = ഫയൽ പാത
path-open = തുറക്കുക
path-import = ഇംപോർട്ട് ചെയ്യുക
path-export = എക്സ്പോർട്ട് ചെയ്യുക
path-empty = ആദ്യം ഒരു പാത ടൈപ്പ് ചെയ്യുക.
path-missing = ഈ പാതയിൽ ഒരു ഫയലുമില്ല.
path-is-folder = ഈ പാത ഒരു ഫോൾഡറാണ്: അതിനോട് ഫയലിന്റെ പേര് ചേർക്കുക.
path-no-folder = { $folder } എന്ന ഫോൾഡർ ഇല്ല.

## The guided tutorial, the same for every game
tutorial-button = കളി പഠിക്കാം
tutorial-lessons = പാഠങ്ങൾ
tutorial-next = അടുത്തത്
tutorial-back = പിന്നോട്ട്
tutorial-show-me = കാണിച്ചുതരൂ
tutorial-leave = പാഠങ്ങളിൽനിന്നു പുറത്തുകടക്കുക
tutorial-step = പടി { $n } / { $total }
tutorial-not-that-move = ആ നീക്കം അനുവദനീയമാണ്, പക്ഷേ ഈ പടി മറ്റൊന്നാണ് ആവശ്യപ്പെടുന്നത്: അടയാളപ്പെടുത്തിയ കള്ളി നോക്കുക.
tutorial-read-on = സന്ദേശം വായിച്ചിട്ട് “അടുത്തത്” അമർത്തുക.
tutorial-lesson-done = പാഠം പൂർത്തിയായി!
tutorial-new-setup = ഈ പടിക്കായി കളം പുതുതായി ഒരുക്കിയിരിക്കുന്നു.
tutorial-next-lesson = അടുത്ത പാഠം
tutorial-skip = പാഠം ഒഴിവാക്കുക
tutorial-exercise = വെല്ലുവിളി
tutorial-exercise-start = വെല്ലുവിളി തുടങ്ങുക
tutorial-exercise-retry = വീണ്ടും ശ്രമിക്കുക
tutorial-exercise-back = പാഠത്തിലേക്ക് മടങ്ങുക

## The keys screen (?): every key of the window, the game and the board
keys = കീകൾ…
keys-title = കീകൾ
keys-window = ജാലകം
keys-game = ഈ കളി
keys-board = കളത്തിൽ
keys-screens = പാഠങ്ങളിലും നിയമങ്ങളിലും അവലോകനത്തിലും അഭ്യാസങ്ങളിലും
keys-arrows = അമ്പടയാള കീകൾ
keys-board-arrows = കള്ളിയിൽ നിന്ന് കള്ളിയിലേക്ക് പോകുക; ഓരോന്നും അതിലുള്ളതിനൊപ്പം വായിക്കും
keys-board-enter = തിരഞ്ഞെടുത്ത കള്ളിയിൽ കളിക്കുക: എടുക്കുക, വയ്ക്കുക, കരു നീക്കുക
keys-board-escape = എടുത്ത കരു തിരികെ വയ്ക്കുക
keys-board-tab = ഒന്നിലും കീകൾ ഇല്ലാത്തപ്പോൾ നീങ്ങാൻ കഴിയുന്ന ആദ്യത്തെ കരു, പിന്നെ അടുത്തത്, അവസാനത്തേതിനു ശേഷം മുകളിലെ ബാറും കളത്തിനരികിലെ ബട്ടണുകളും
keys-zoom = വലുതാക്കുക, ചെറുതാക്കുക, സാധാരണ വലിപ്പം
keys-mute = ശബ്ദം നിർത്തുക അല്ലെങ്കിൽ തുടങ്ങുക
keys-this-list = ഈ കീകളുടെ പട്ടിക
read-position = മുഴുവൻ നിലയും ഉറക്കെ വായിക്കുക
read-last-moves = അവസാന നീക്കങ്ങൾ ഉറക്കെ വായിക്കുക
ui-scale = എല്ലാറ്റിന്റെയും വലിപ്പം
ui-scale-hint = കളിക്കുമ്പോൾ Ctrl +, Ctrl − വലിപ്പം മാറ്റും; Ctrl 0 വീണ്ടും 100% ആക്കും
contrast = നിറങ്ങൾ
contrast-standard = സാധാരണ
contrast-high = ഉയർന്ന ദൃശ്യതീവ്രത
contrast-hint = ഉയർന്ന ദൃശ്യതീവ്രത: കറുപ്പിൽ വെളുത്ത എഴുത്ത്, വെളുത്തതും കറുത്തതുമായ കരുക്കൾക്കിടയിൽ ചാരനിറമുള്ള മാക്രുക് കളം, തെളിഞ്ഞ കരുക്കൾ
motion = ചലനം
motion-system = സിസ്റ്റം പറയുന്നതുപോലെ
motion-full = പൂർണ്ണമായി
motion-reduced = കുറഞ്ഞ ചലനം
motion-hint = കുറഞ്ഞ ചലനം: കരുക്കൾ ഉടനെ എത്തും, പകിടകൾ ഉരുളില്ല; കമ്പ്യൂട്ടർ എന്നിട്ടും ഓരോ ഊഴത്തിനുമിടയിൽ അല്പം കാത്തുനിൽക്കും
keys-close = അടയ്ക്കുക

## Issue 62
saved = { $file } സേവ് ചെയ്തു
replace-title = { $file } ഇപ്പോൾത്തന്നെ ഉണ്ട്. അതിനു പകരം എഴുതണോ?
replace-detail = അതിൽ ഇപ്പോഴുള്ളത് നഷ്ടപ്പെടും.
replace = പകരം എഴുതുക
notice-log = അറിയിപ്പുകൾ ({ $count })
notice-log-title = അറിയിപ്പുകൾ
notice-log-empty = ഇതുവരെ അറിയിപ്പുകളില്ല.
dont-save = സേവ് ചെയ്യേണ്ട
recent-autosave = സ്വയം സേവ് ചെയ്തത്: { $game }
# A file refused for one damaged entry (a ply of Dhayam, a move of Makruk): its game up to the entry before it.
damaged-title = { $file }: { $entries } രേഖകളിൽ { $entry }-ാമത്തേതു കേടായിരിക്കുന്നു
damaged-detail = കളി { $last }-ാമത്തെ രേഖ വരെ വായിക്കാം. അവിടെ വരെ തുറക്കണോ? കേടായ ഫയൽ അതുപോലെ തന്നെ വിടും: സേവ് ചെയ്യുമ്പോൾ പുതിയ പേര് ചോദിക്കും.
damaged-open = { $last }-ാമത്തെ രേഖ വരെ തുറക്കുക
damaged-opened = { $file } { $entries } രേഖകളിൽ { $last }-ാമത്തേതു വരെ തുറന്നു; ഫയൽ അതുപോലെ തന്നെയുണ്ട്.
copied-fen = സ്ഥിതി FEN ആയി പകർത്തി: മറ്റൊരു പ്രോഗ്രാമിൽ ഒട്ടിക്കാം, അല്ലെങ്കിൽ പുതിയ കളിയിൽ ഒട്ടിച്ച് അവിടെനിന്നു തുടങ്ങാം.

## Learn from your games (issue 66)
practise = അഭ്യാസം…
# The exercises' screen, in both games alike.
learn = ഈ കളിയിൽനിന്ന് പഠിക്കുക
learn-title = ഈ കളിയിൽനിന്ന് പഠിക്കുക
learn-practise-title = അഭ്യാസം
learn-finding = ഏറ്റവും കൂടുതൽ നഷ്ടം വരുത്തിയ തീരുമാനങ്ങൾ തിരയുന്നു…
learn-none = ഈ കളിയിൽ ഒരു കളിക്കാരന്റെയും തീരുമാനം വ്യക്തമായ സാധ്യത നഷ്ടപ്പെടുത്തിയില്ല: ഇതിൽനിന്ന് പഠിക്കാൻ ഒന്നുമില്ല.
learn-none-due = ഇന്ന് ചോദിക്കാനുള്ള അഭ്യാസമൊന്നുമില്ല.
learn-row = { $name }: { $date }-ലെ കളി (എതിരാളി: { $opponents })
learn-ask = കൂടുതൽ നല്ല നീക്കം കണ്ടെത്തുക
learn-right = ശരി: { $move }.
learn-show-me = കാണിക്കൂ
learn-back = മടങ്ങുക
learn-type = നിങ്ങളുടെ ഉത്തരം ടൈപ്പ് ചെയ്യുക
learn-summary = വീണ്ടും വീണ്ടും പിഴയ്ക്കുന്നത്
learn-lesson = പാഠം { $n }: { $title }
learn-yours-finding = നിങ്ങളുടെ നീക്കത്തിന്റെ സാധ്യത കണക്കാക്കുന്നു…
learn-line-next = കളി തുടർന്നത്
