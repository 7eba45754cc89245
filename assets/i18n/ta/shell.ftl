# The window's shell — தமிழ்: the app's name, the language picker, files, notices
# and settings. Every message must exist in every language; the games' own words
# are in one file per game beside this one (dhayam.ftl).

app-name = தாயம்
no-display = திரை இல்லை: DISPLAY அல்லது WAYLAND_DISPLAY ஐ அமைக்கவும், அல்லது dhayam-cli ஐப் பயன்படுத்தவும்

## Buttons and controls

language = மொழி

## Errors: replays, saved games and settings

settings-unreadable = { $path } கோப்பைப் படிக்க முடியவில்லை: { $message }. இயல்பு அமைப்புகள் பயன்படுகின்றன.
settings-moved-aside = அமைப்புக் கோப்பு சேதமடைந்தது ({ $reason }). அது { $path } என்ற பெயரில் தனியே வைக்கப்பட்டது; இயல்பு அமைப்புகள் பயன்படுகின்றன.
settings-value-reset = “{ $key }” அமைப்பில் தவறான மதிப்பு இருந்ததால் மீட்டமைக்கப்பட்டது.
settings-unknown-key = “{ $key }” என்ற அமைப்பு தெரியாதது; புறக்கணிக்கப்பட்டது.
settings-kept-copy = அமைப்புக் கோப்பு முன்பு இருந்தபடியே { $path } என்ற பெயரில் வைக்கப்பட்டுள்ளது.

## Files and settings

file-menu = கோப்பு
open-file = திற…
save = சேமி
save-as = வேறு பெயரில் சேமி…
save-hint = ஆட்டத்தை அதன் கோப்பிலேயே சேமி
save-as-hint = நீங்கள் தேர்ந்தெடுக்கும் கோப்பில் ஆட்டத்தைச் சேமி
recent-files = அண்மைய கோப்புகள்
no-recent-files = அண்மைய கோப்புகள் எதுவும் இல்லை
clear-recent-files = பட்டியலை அழி
settings = அமைப்புகள்…
settings-title = அமைப்புகள்
sound = ஒலி
sound-volume = ஒலியளவு
sound-muted = ஒலி அணை
sound-muted-hint = ஒலிகள் இல்லை (ஆடும்போது M ஒலியை அணைக்கும், மீண்டும் இயக்கும்)
statistics = புள்ளிவிவரங்கள்…
statistics-title = புள்ளிவிவரங்கள்
statistics-empty = இன்னும் எந்த ஆட்டமும் முடியவில்லை. ஒவ்வோர் ஆட்டமும் முடிந்ததும் புள்ளிவிவரங்கள் இங்கே தோன்றும்.
statistics-reset = புள்ளிவிவரங்களை மீட்டமை…
statistics-reset-ask = எல்லாப் புள்ளிவிவரங்களையும் மீட்டமைக்கவா? இதைத் திரும்பப் பெற முடியாது.
statistics-reset-yes = மீட்டமை
statistics-reset-no = அப்படியே வை
statistics-close = மூடு
statistics-unreadable = { $path } என்ற புள்ளிவிவரக் கோப்பைப் படிக்க முடியவில்லை: { $message }. ஆட்டங்கள் இன்னும் கணக்கிடப்படுகின்றன, ஆனால் அங்கே சேமிக்கப்படுவதில்லை.
statistics-moved-aside = புள்ளிவிவரக் கோப்பு சேதமடைந்தது ({ $reason }). அது { $path } என்ற பெயரில் தனியே வைக்கப்பட்டது; கணக்கு புதிதாகத் தொடங்குகிறது.
statistics-not-saved = புள்ளிவிவரங்களைச் சேமிக்க முடியவில்லை. { $reason }
open-title = தாயம் ஆட்டத்தைத் திற
save-title = தாயம் ஆட்டத்தைச் சேமி
file-type = தாயம் ஆட்டம்
untitled = சேமிக்கப்படாத ஆட்டம்
open-failed = { $file } கோப்பைத் திறக்க முடியவில்லை. { $reason }
save-failed = { $file } கோப்பில் சேமிக்க முடியவில்லை. { $reason }
autosave-failed = ஆட்டத்தைத் தானாகச் சேமிக்க முடியவில்லை. { $reason }
autosave-from-backup = தானியங்கிச் சேமிப்பு சேதமடைந்திருந்தது ({ $reason }); அதற்கு முந்தைய நகலிலிருந்து ஆட்டம் தொடர்கிறது.
autosave-elsewhere = தாயம் வேறொரு சாளரத்திலும் திறந்திருக்கிறது. அதன் ஆட்டங்களை மேலெழுதாமல் இருக்க, இந்தச் சாளரம் தன் ஆட்டங்களைத் தானாகச் சேமிக்காது: ஓர் ஆட்டத்தை வைத்துக்கொள்ள “சேமி” என்பதைப் பயன்படுத்துங்கள்.
settings-not-saved = அமைப்புகளைச் சேமிக்க முடியவில்லை. { $reason }
dismiss = மூடு
shell-cancel = ரத்து
resume-title = உங்கள் ஆட்டத்தைத் தொடரலாமா?
resume = தொடர்
system-language = கணினியின் மொழி
window-size = சாளரத்தின் அளவு
window-width = அகலம் (திரை அலகுகளில்)
window-height = உயரம் (திரை அலகுகளில்)

## Choosing a game, and PGN

file-new-game = புதிய ஆட்டம்…
chooser-title = எந்த ஆட்டம்?
last-played = கடைசியாக ஆடியது
import-pgn = PGN இறக்குமதி செய்…
export-pgn = PGN ஏற்றுமதி செய்…
pgn-file-type = PGN ஆட்டம்
import-failed = { $file } கோப்பை இறக்குமதி செய்ய முடியவில்லை. { $reason }
export-failed = { $file } கோப்பில் ஏற்றுமதி செய்ய முடியவில்லை. { $reason }
pgn-empty = கோப்பில் எந்த ஆட்டமும் இல்லை.
exported = ஆட்டம் { $file } கோப்பில் ஏற்றுமதி செய்யப்பட்டது.
copy-pgn = ஆட்டத்தை PGN-ஆக நகலெடு
copied-pgn = ஆட்டம் PGN-ஆக நகலெடுக்கப்பட்டது: அதை வேறு மென்பொருளில் ஒட்டலாம், அல்லது «PGN ஒட்டு» மூலம் இங்கேயே திரும்பக் கொண்டுவரலாம்.
paste-pgn = PGN ஒட்டு…
paste-pgn-title = ஒட்டிய ஆட்டத்தை இறக்குமதி செய் (PGN)
paste-pgn-import = இறக்குமதி
paste-failed = ஒட்டிய ஆட்டத்தை இறக்குமதி செய்ய முடியவில்லை. { $reason }
paste-empty = ஒட்டிய உரையில் எந்த ஆட்டமும் இல்லை.
notice-details = விவரம்: { $detail }
reason-not-found = அப்படி ஒரு கோப்பு இல்லை: அது நகர்த்தப்பட்டிருக்கலாம், பெயர் மாற்றப்பட்டிருக்கலாம் அல்லது அழிக்கப்பட்டிருக்கலாம்.
reason-permission-denied = அனுமதி இல்லை: இந்தக் கணக்கால் அங்கே படிக்கவோ எழுதவோ முடியாது.
reason-is-a-folder = அது ஒரு கோப்புறை, கோப்பு அல்ல.
reason-not-a-folder = பாதையின் ஒரு பகுதி கோப்புறை அல்ல, கோப்பு.
reason-read-only = இந்த வட்டில் படிக்க மட்டுமே முடியும், எழுத முடியாது.
reason-disk-full = வட்டு நிரம்பிவிட்டது.
reason-bad-name = அந்தக் கோப்புப் பெயர் அங்கே அனுமதிக்கப்படாது.
reason-io-other = கணினியால் கோப்பைப் படிக்கவோ எழுதவோ முடியவில்லை.
reason-ends-early = கோப்பு பாதியில் முடிகிறது: நகலெடுக்கும்போதோ சேமிக்கும்போதோ அது துண்டிக்கப்பட்டிருக்கலாம்.
reason-too-large = கோப்பு { $bytes } பைட்டுகள்: அது இருக்க வேண்டியதைவிட மிகப் பெரியது.
reason-not-text = கோப்பு உரை அல்ல: அது ஒரு படமோ, சுருக்கக் கோப்போ, வேறு நிரலின் கோப்போ ஆக இருக்கலாம்.
reason-damaged = கோப்பு சேதமடைந்துள்ளது, அல்லது அது ஆட்டக் கோப்பு அல்ல.
save-first-title = முதலில் இந்த ஆட்டத்தைச் சேமிக்கவா?
save-first-detail = இந்த ஆட்டம் இப்போதைய நிலையில் எந்தக் கோப்பிலும் சேமிக்கப்படவில்லை. சேமிக்காமல் தொடர்ந்தால், அதே வகையின் அடுத்த ஆட்டம் அதன் இடத்தைப் பிடிக்கும் வரை தானியங்கிச் சேமிப்பு மட்டுமே அதை வைத்திருக்கும்.
discard = கைவிடு
dialog-unavailable = கணினியின் கோப்புச் சாளரத்தைத் திறக்க முடியவில்லை (இந்தக் கணினியில் desktop portal, zenity இரண்டும் இல்லை). அதற்குப் பதிலாக, இந்தச் சாளரத்தின் சொந்தப் பெட்டியில் கோப்பின் பாதையைத் தட்டச்சு செய்யுங்கள்.
path-dialog-line = கோப்புறைகள் உட்பட, கோப்பின் முழுப் பாதையைத் தட்டச்சு செய்யுங்கள். நீங்கள் கடைசியாகப் பயன்படுத்திய கோப்புறையிலிருந்து இது தொடங்குகிறது.
path-dialog-label = கோப்புப் பாதை
path-open = திற
path-import = இறக்குமதி செய்
path-export = ஏற்றுமதி செய்
path-empty = முதலில் ஒரு பாதையைத் தட்டச்சு செய்யுங்கள்.
path-missing = இந்தப் பாதையில் எந்தக் கோப்பும் இல்லை.
path-is-folder = இந்தப் பாதை ஒரு கோப்புறை: அதனுடன் கோப்பின் பெயரைச் சேருங்கள்.
path-no-folder = { $folder } என்ற கோப்புறை இல்லை.

## The guided tutorial, the same for every game
tutorial-button = ஆடக் கற்க
tutorial-lessons = பாடங்கள்
tutorial-next = அடுத்து
tutorial-back = பின்செல்
tutorial-show-me = காட்டு
tutorial-leave = பாடங்களிலிருந்து வெளியேறு
tutorial-step = படி { $n } / { $total }
tutorial-not-that-move = அந்த நகர்வு அனுமதிக்கப்பட்டதுதான், ஆனால் இந்தப் படி வேறொன்றைக் கேட்கிறது: குறித்த கட்டத்தைப் பாருங்கள்.
tutorial-read-on = செய்தியைப் படித்துவிட்டு, “அடுத்து” என்பதை அழுத்துங்கள்.
tutorial-lesson-done = பாடம் முடிந்தது!
tutorial-new-setup = இந்தப் படிக்காகப் பலகை புதிதாக அமைக்கப்பட்டுள்ளது.
tutorial-next-lesson = அடுத்த பாடம்
tutorial-skip = பாடத்தைத் தவிர்
tutorial-exercise = சவால்
tutorial-exercise-start = சவாலைத் தொடங்கு
tutorial-exercise-retry = மீண்டும் முயல்
tutorial-exercise-back = பாடத்துக்குத் திரும்பு

## The keys screen (?): every key of the window, the game and the board
keys = விசைகள்…
keys-title = விசைகள்
keys-window = சாளரம்
keys-game = இந்த ஆட்டம்
keys-board = பலகையில்
keys-screens = பாடங்களிலும் விதிகளிலும் மீளாய்விலும் பயிற்சிகளிலும்
keys-arrows = அம்பு விசைகள்
keys-board-arrows = கட்டத்திலிருந்து கட்டத்துக்குச் செல்லுங்கள்; ஒவ்வொன்றும் அதில் உள்ளவற்றுடன் படிக்கப்படும்
keys-board-enter = விசைகள் உள்ள கட்டத்தில் ஆடுங்கள்: எடுக்க, வைக்க, காயை நகர்த்த
keys-board-escape = எடுத்த காயைத் திரும்ப வைக்க
keys-board-tab = எதற்கும் விசைகள் இல்லாதபோது நகரக்கூடிய முதல் காய், பிறகு அடுத்தது, கடைசிக்குப் பின் மேலே உள்ள பட்டையும் பலகையின் அருகிலுள்ள பொத்தான்களும்
keys-zoom = பெரிதாக்க, சிறிதாக்க, இயல்பான அளவு
keys-mute = ஒலியை அணைக்க அல்லது இயக்க
keys-this-list = இந்த விசைப் பட்டியல்
read-position = முழு நிலையையும் உரக்கப் படி
read-last-moves = கடைசி நகர்வுகளை உரக்கப் படி
ui-scale = அனைத்தின் அளவு
ui-scale-hint = ஆடும்போது Ctrl +, Ctrl − அளவை மாற்றும்; Ctrl 0 மீண்டும் 100% ஆக்கும்
contrast = நிறங்கள்
contrast-standard = வழக்கமானவை
contrast-high = உயர் வேறுபாடு
contrast-hint = உயர் வேறுபாடு: கருப்பில் வெள்ளை எழுத்து, வெள்ளை கருப்புக் காய்களுக்கு நடுவே சாம்பல் நிற மாக்ருக் பலகை, ஒளிரும் காய்கள்
motion = அசைவு
motion-system = இயங்குதள அமைப்புப்படி
motion-full = முழுமையாக
motion-reduced = குறைவாக
motion-hint = குறைவாக: காய்கள் உடனே இறங்கும், தாயக்கட்டைகள் உருளாது; கணினி தன் முறைகளுக்கு இடையே இன்னும் நிற்கும்
keys-close = மூடு

## Issue 62
saved = { $file } சேமிக்கப்பட்டது
replace-title = { $file } ஏற்கெனவே உள்ளது. அதை மாற்றி எழுதவா?
replace-detail = அதில் இப்போது உள்ளது இழக்கப்படும்.
replace = மாற்றி எழுது
notice-log = அறிவிப்புகள் ({ $count })
notice-log-title = அறிவிப்புகள்
notice-log-empty = இன்னும் அறிவிப்பு இல்லை.
dont-save = சேமிக்காதே
recent-autosave = தானியங்கிச் சேமிப்பு: { $game }
# A file refused for one damaged entry (a ply of Dhayam, a move of Makruk): its game up to the entry before it.
damaged-title = { $file }: { $entries } பதிவுகளில் { $entry }-ஆம் பதிவு சேதமடைந்துள்ளது
damaged-detail = ஆட்டம் { $last }-ஆம் பதிவு வரை சரியாகப் படிக்கப்படுகிறது. அதுவரை திறக்கவா? சேதமடைந்த கோப்பு அப்படியே விடப்படும்: சேமிக்கும்போது புதிய பெயர் கேட்கப்படும்.
damaged-open = { $last }-ஆம் பதிவு வரை திற
damaged-opened = { $file } { $entries } பதிவுகளில் { $last }-ஆம் பதிவு வரை திறக்கப்பட்டது; கோப்பு அப்படியே விடப்பட்டது.
copied-fen = நிலை FEN-ஆக நகலெடுக்கப்பட்டது: அதை வேறு மென்பொருளில் ஒட்டலாம், அல்லது புதிய ஆட்டத்தில் ஒட்டி அங்கிருந்து தொடங்கலாம்.

## Learn from your games (issue 66)
practise = பயிற்சி…
# The exercises' screen, in both games alike.
learn = இந்த ஆட்டத்திலிருந்து கற்றுக்கொள்
learn-title = இந்த ஆட்டத்திலிருந்து கற்றுக்கொள்
learn-practise-title = பயிற்சி
learn-finding = அதிக இழப்பு தந்த முடிவுகளைத் தேடுகிறது…
learn-none = இந்த ஆட்டத்தில் எந்த ஆட்டக்காரரின் முடிவும் தெளிவான வாய்ப்பை இழக்கவில்லை: கற்றுக்கொள்ள எதுவும் இல்லை.
learn-none-due = இன்று கேட்க வேண்டிய பயிற்சி எதுவும் இல்லை.
learn-row = { $name }: { $date } அன்று ஆடிய ஆட்டம் (எதிராளி: { $opponents })
learn-ask = சிறந்த நகர்வைக் கண்டுபிடியுங்கள்
learn-right = சரி: { $move }.
learn-show-me = காட்டு
learn-back = திரும்பு
learn-type = உங்கள் விடையைத் தட்டச்சிடுக
learn-summary = அடிக்கடி தவறுவது
learn-lesson = பாடம் { $n }: { $title }
learn-yours-finding = உங்கள் நகர்வின் வாய்ப்பைக் கணக்கிடுகிறது…
learn-line-next = ஆட்டம் தொடர்ந்தது
