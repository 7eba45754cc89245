# மாக்ருக் (தாய்லாந்துச் சதுரங்கம்): ஆட்டத்தின் திரைகளில் வரும் சொற்கள்.
#
# The words of both games, one per idea, are in GLOSSARY.md beside this file (the
# Makruk pieces: khun = ராஜா, met = மந்திரி, khon = பிரபு, ma = குதிரை, ruea = தேர்,
# bia = சிப்பாய்; the glossary says why the khon is not யானை). A name or a colour never takes a case marker:
# the sentence is built round it, often with a colon ("நகர்த்தும் முறை: { $name }");
# squares and numbers take theirs after a hyphen ("d4-இல்").

makruk = மாக்ருக்
makruk-white = வெள்ளை
makruk-black = கருப்பு

## காய்கள் (Pieces, in the game's own words)
makruk-khun = ராஜா
makruk-met = மந்திரி
makruk-khon = பிரபு
makruk-ma = குதிரை
makruk-ruea = தேர்
makruk-bia = சிப்பாய்
makruk-promoted-bia = பதவி உயர்ந்த சிப்பாய்

# The accessible name of a square and what stands on it: "வெள்ளை தேர், கட்டம் a1".
makruk-piece-on = { $color } { $piece }, கட்டம் { $square }
makruk-square = கட்டம் { $square }

## ஆட்டக்காரர்களும் முறையும் (Players and the turn)
makruk-person = மனிதர்
makruk-you = நீங்கள்
makruk-computer = கணினி ({ $level })
makruk-level-beginner = தொடக்கநிலை
makruk-level-easy = எளிது
makruk-level-medium = நடுத்தரம்
makruk-level-hard = கடினம்
makruk-level-master = வல்லுநர்
makruk-to-move = நகர்த்தும் முறை: { $name }
makruk-thinking = { $name } யோசிக்கிறார்…
makruk-check = செக்!

## ஆட்டத்தின் முடிவு (The end of the game)
makruk-checkmate = செக்மேட்: { $name } வெற்றி
makruk-stalemate = ஸ்டேல்மேட்: சமநிலை
makruk-draw-counting = சமநிலை: எண்ணிக்கை வரம்பை எட்டியது
makruk-draw-repetition = சமநிலை: ஒரே நிலை மூன்று தடவை
makruk-draw-kings = சமநிலை: இரண்டு ராஜாக்கள் மட்டுமே மீதம்
makruk-draw-counter-mate = சமநிலை: எண்ணும் தரப்பு செக்மேட் செய்தது
makruk-game-over = ஆட்டம் முடிந்தது
makruk-result-wins = { $name } வெற்றி
makruk-result-draw = சமநிலை

## எண்ணிக்கை (Counting)
makruk-board-honour = பலகை எண்ணிக்கை
makruk-pieces-honour = காய் எண்ணிக்கை
# The count as a player says it: "பலகை எண்ணிக்கை 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = எண்ணுபவர்: { $name }
makruk-start-count = எண்ணிக்கையைத் தொடங்கு
makruk-stop-count = எண்ணிக்கையை நிறுத்து
makruk-keep-board-count = பலகை எண்ணிக்கையைத் தொடர்
makruk-stop-count-question = எண்ணிக்கையை நிறுத்தவா? மீண்டும் எண்ணத் தொடங்கும்போது எண்ணிக்கை { $number } என்று தொடங்கும்.
makruk-stop-count-yes = ஆம், நிறுத்து
makruk-count-last = கடைசி எண்ணிக்கை: அடுத்த நகர்வில் செக்மேட் செய்தால் மட்டுமே வெற்றி; அதன் பிறகு ஆட்டம் சமநிலை.
makruk-mate-warning = நீங்கள் எண்ணிக்கொண்டிருக்கிறீர்கள்: இப்போது செக்மேட் செய்தால் ஆட்டம் சமநிலை ஆகும். இருந்தாலும் இந்த நகர்வைச் செய்கிறீர்களா?
makruk-play-anyway = நகர்வைச் செய்
makruk-cancel = ரத்து

## பொத்தான்களும் நகர்வுப் பட்டியலும் (Buttons and the move list)
makruk-undo = திரும்பப் பெறு
makruk-flip = பலகையைத் திருப்பு
makruk-play-again = மீண்டும் ஆடு
makruk-new-game-button = புதிய ஆட்டம்…
makruk-moves = நகர்வுகள்
makruk-computer-failed = கணினி ஆட்டக்காரர் நின்றுவிட்டார் ({ $why }); இனி “எளிது” தரத்தில் தொடர்ந்து ஆடுவார்.
makruk-advice-failed = கணினியால் சிந்தித்து முடிக்க முடியவில்லை ({ $why }); ஆட்டம் தொடர்கிறது.

## புதிய ஆட்டச் சாளரம் (The new game dialog)
makruk-new-game = புதிய மாக்ருக் ஆட்டம்
makruk-player-person = மனிதர்
makruk-player-computer = கணினி
makruk-name = பெயர்
makruk-level = தரம்
makruk-counting = எண்ணிக்கை
makruk-counting-automatic = தானியங்கி
makruk-counting-traditional = பாரம்பரியம்: பலவீனமான தரப்பு உரக்க எண்ணும்
makruk-start-from = எதிலிருந்து தொடங்குவது
makruk-start-position = தொடக்க நிலை
makruk-from-fen = ஒரு நிலை (FEN)
makruk-start = தொடங்கு
makruk-bad-fen = இந்த நிலையிலிருந்து ஆட முடியாது: { $why }

## ஒரு நிலையை (FEN) ஏன் ஆட முடியாது (Why a position (FEN) cannot be played)
makruk-fen-empty = எதுவும் தரப்படவில்லை
makruk-fen-fields = ஆறுக்கு மேற்பட்ட புலங்கள் உள்ளன
makruk-fen-ranks = பலகைக்கு / குறியால் பிரிக்கப்பட்ட 8 வரிசைகள் தேவை
makruk-fen-rank-length = வரிசை { $rank }: 8 கட்டங்கள் இல்லை
makruk-fen-piece = '{ $char }' ஒரு காயின் எழுத்து அல்ல (K M S N R P)
makruk-fen-promoted = '~' மந்திரிக்குப் (M அல்லது m) பின் மட்டுமே வரலாம்
makruk-fen-side = நகர்த்தும் தரப்பு w அல்லது b என இருக்க வேண்டும்
makruk-fen-castling = மூன்றாவது புலம் '-' என இருக்க வேண்டும் (மாக்ருக்கில் கோட்டை கட்டுதல் இல்லை)
makruk-fen-number = ஓர் எண்ணிக்கையோ நகர்வு எண்ணோ எண்ணாக இல்லை
makruk-fen-khun = { $color }: சரியாக ஒரு ராஜா வேண்டும்
makruk-fen-too-many = { $color }: 16 காய்களுக்கு மேல் உள்ளன
makruk-fen-too-many-bias = { $color }: 8 சிப்பாய்களுக்கு மேல் உள்ளன
makruk-fen-too-many-kind = { $color }: { $piece } ஒரு தரப்புக்கு இருக்கக்கூடியதை விட அதிகம் உள்ளது (அதிகபட்சம் { $most })
makruk-fen-bia-rank = சிப்பாய் (கட்டம் { $square }) பதவி உயர்வு வரிசையில் அல்லது அதைத் தாண்டி உள்ளது
makruk-fen-bia-behind = சிப்பாய் (கட்டம் { $square }) தன் தொடக்க வரிசைக்குப் பின்னால் உள்ளது
makruk-fen-in-check = நகர்த்தும் முறை இல்லாத தரப்பு செக்கில் உள்ளது
makruk-fen-count-bias = பலகையில் சிப்பாய்கள் இருக்கும்போதே எண்ணிக்கை தரப்பட்டுள்ளது
makruk-fen-count-limit = எண்ணிக்கையின் வரம்பு மாக்ருக் பயன்படுத்தும் ஒன்று அல்ல
makruk-fen-letter = FEN-இல் { $piece } வெள்ளைக்கு { $white }, கருப்புக்கு { $black }.

## விதிகளுக்கு அப்பாற்பட்ட முடிவுகள் (Ends besides the rules)
makruk-resigned = { $loser } தோல்வியை ஒப்புக்கொண்டார்: { $winner } வெற்றி
makruk-draw-agreed = சமநிலை: இருவரும் ஒப்புக்கொண்டனர்
makruk-time-lost = { $loser }: நேரம் தீர்ந்தது; { $winner } வெற்றி
makruk-time-drawn = { $loser }: நேரம் தீர்ந்தது, ஆனால் { $winner } தரப்பில் ராஜா மட்டுமே உள்ளது: சமநிலை
makruk-draw-offered = { $name } சமநிலையை முன்மொழிகிறார்
makruk-draw-declined = { $name } சமநிலையை மறுக்கிறார்: ஆட்டம் தொடர்கிறது

## ஆட்டத்தின் பொத்தான்கள் (Buttons of the game)
makruk-hint = குறிப்பு (H)
makruk-resign = தோல்வியை ஒப்புக்கொள்
makruk-offer-draw = சமநிலையை முன்மொழி
makruk-accept-draw = சமநிலையை ஏற்றுக்கொள்
makruk-decline-draw = தொடர்ந்து ஆடு
makruk-back-to-present = ஆட்டத்துக்குத் திரும்பு
makruk-review = ஆட்டத்தை மீளாய்வு செய்
makruk-copy-fen = நிலையை நகலெடு (FEN)
makruk-eval-bar = மதிப்பீட்டுப் பட்டை

## கடிகாரம் (The clock)
makruk-clock = கடிகாரம்
makruk-clock-minutes = நிமிடங்கள் (ஒவ்வொருவருக்கும்)
makruk-clock-increment = வினாடிகள் (ஒவ்வொரு நகர்வுக்கும் கூடுதலாக)
makruk-clock-of = { $color } தரப்பின் கடிகாரம்

## குறிப்புகளும் மீளாய்வும் (Hints and the review)
makruk-hint-thinking = நல்ல நகர்வைத் தேடுகிறது…
# "குறிப்பு: Nc3 — வெல்ல 62% வாய்ப்பு"
makruk-hint-best = குறிப்பு: { $move } — வெல்ல { $chance }% வாய்ப்பு
makruk-hint-second = அடுத்த சிறந்தது: { $move } (வெற்றி வாய்ப்பு { $less }% குறைவு)
makruk-eval-white = வெள்ளை வெல்லும் வாய்ப்பு: { $chance }%
makruk-reviewing = ஆட்டம் மீளாய்வு செய்யப்படுகிறது: { $total } நிலைகளில் { $done }
makruk-review-summary = { $count ->
    [0] எந்த நகர்வும் பெரிதாக இழக்கவில்லை: நன்றாக ஆடினீர்கள்.
    [one] ஒரு நகர்வு குறிக்கப்பட்டுள்ளது: சிறந்த நகர்வைப் பார்க்க அதைச் சொடுக்குங்கள்.
   *[other] { $count } நகர்வுகள் குறிக்கப்பட்டுள்ளன: சிறந்த நகர்வைப் பார்க்க ஒன்றைச் சொடுக்குங்கள்.
}
makruk-review-better = { $played }: வெற்றி வாய்ப்பில் { $lost }% இழப்பு; சிறந்தது { $better }
makruk-review-marks = ?! 5% அல்லது அதற்கு மேல் இழப்பு · ? 10% அல்லது அதற்கு மேல் · ?? 20% அல்லது அதற்கு மேல்
makruk-reviewing-deeper = ஒவ்வொரு நகர்வுக்கும் முதல் குறி உண்டு; ஆழமாகப் பார்க்கப்படுகிறது: { $total } நிலைகளில் { $done }

## திறக்க முடியாத சேமித்த ஆட்டம் (A saved game that cannot be opened)
makruk-save-syntax = கோப்பு சரியான ஆட்டக் கோப்பு அல்ல: { $detail }
makruk-save-not-makruk = கோப்பு ஒரு மாக்ருக் ஆட்டம் அல்ல
makruk-save-newer = கோப்பு இந்தச் செயலியின் புதிய பதிப்பால் சேமிக்கப்பட்டது (வடிவம் { $found })
makruk-save-bad-version = வடிவப் பதிப்பு { $found } இல்லை
makruk-save-counting = எண்ணிக்கை முறை '{ $detail }' தானியங்கியும் அல்ல, பாரம்பரியமும் அல்ல
makruk-save-player = { $color } தரப்பின் ஆட்டக்காரர் '{ $detail }' மனிதரும் அல்ல, கணினித் தரமும் அல்ல
makruk-save-name = { $color } தரப்பின் ஆட்டக்காரர் பெயர் காலியாக அல்லது மிக நீளமாக உள்ளது
makruk-save-move = நகர்வு { $ply } செல்லாது: { $detail }
makruk-save-after-end = நகர்வு { $ply } ஆட்டம் முடிந்த பிறகு வருகிறது
makruk-save-count = நகர்வு { $ply }-க்கு முந்தைய எண்ணிக்கை விதிகளை மீறுகிறது: { $detail }
makruk-save-count-order = எண்ணிக்கையின் செயல்கள் சரியான ஒழுங்கில் இல்லை (அரை நகர்வு { $ply })
makruk-save-position = சேமித்த நிலை நகர்வுகள் இட்டுச்செல்லும் நிலை அல்ல
makruk-save-outcome = சேமித்த முடிவு நகர்வுகளின் முடிவுடன் பொருந்தவில்லை
makruk-save-ending = முடிவு '{ $detail }' இந்தச் செயலி எழுதும் ஒன்று அல்ல
makruk-save-clock = ஓர் ஆட்டத்தில் இருக்கக்கூடியதைவிட அதிக நேரம் கடிகாரத்தில் உள்ளது

## இறக்குமதி செய்ய முடியாத PGN கோப்பு (A PGN file that cannot be imported)
makruk-pgn-where = ஆட்டம் { $game }, வரி { $line }: { $why }
makruk-pgn-variant = இந்த ஆட்டம் '{ $variant }', மாக்ருக் அல்ல
makruk-pgn-tag = '{ $tag }' என்பது [Name "value"] போன்ற குறிச்சொல் அல்ல
makruk-pgn-comment = {"{"} கொண்டு திறந்த கருத்துரை மூடப்படவே இல்லை
makruk-pgn-brackets = மாற்று நகர்வுகளின் அடைப்புக்குறிகள் பொருந்தவில்லை

## அமைப்புகள் (Settings)
makruk-pieces = காய்கள்
makruk-pieces-thai = தாய்லாந்து வடிவக் காய்கள்
makruk-pieces-western = எழுத்துகளுடன் மேற்கத்திய வடிவக் காய்கள்
makruk-board = பலகை
makruk-board-plain = கோடுகளுடன் ஒரே நிறம் (பாரம்பரியம்)
makruk-board-chequered = இரு நிறக் கட்டங்கள்
makruk-notation = நகர்வுகளை எழுதும் முறை
makruk-notation-san = SAN (Nd2, e6=M)
makruk-notation-thai = தாய்லாந்து முறை (มง๒, จ๖=ม็)
makruk-animation = காய்கள் பலகையில் சீராக நகர்ந்து செல்லும்

## விதிகள் (The rules overlay)
makruk-rules-button = விதிகள் (F1)
makruk-rules-close = மூடு
makruk-rules-title = மாக்ருக்கின் விதிகள்
makruk-rules-contents = பொருளடக்கம்
makruk-rules-in-game = இந்த ஆட்டத்தில்: { $mode }
makruk-rules-board-title = பலகையும் தொடக்க நிலையும்
makruk-rules-board-body = மாக்ருக் 8 × 8 கட்டங்கள் கொண்ட பலகையில் இருவர் ஆடும் ஆட்டம். பாரம்பரியமாகப் பலகை முழுவதும் ஒரே நிறம்; கட்டங்களுக்கு இடையே கோடுகள் இருக்கும். வெள்ளை கீழே அமர்ந்து முதலில் நகர்த்தும். ஒவ்வொரு தரப்புக்கும் ஒரு ராஜா, ஒரு மந்திரி, இரண்டு பிரபுக்கள், இரண்டு குதிரைகள், இரண்டு தேர்கள், எட்டுச் சிப்பாய்கள் உண்டு; சிப்பாய்கள் ஒவ்வொரு தரப்பிலிருந்தும் மூன்றாவது வரிசையில் நிற்கும். ஒவ்வொரு மந்திரியும் தன் நெடுவரிசையில் எதிர்த் தரப்பு ராஜாவுக்கு நேர் எதிரே நிற்கும்.
makruk-rules-board-caption = தொடக்க நிலை: வெள்ளை ராஜா d1 கட்டத்தில், கருப்பு ராஜா e8 கட்டத்தில்
makruk-rules-khun-title = ராஜா (khun)
makruk-rules-khun-body = ராஜா எட்டுத் திசைகளில் எந்தத் திசையிலும் ஒரு கட்டம் நகரும். எதிர்த் தரப்புக் காய் வெட்டக்கூடிய இடத்தில் அதை ஒருபோதும் விட்டுவைக்கக் கூடாது. கோட்டை கட்டுதல் இல்லை.
makruk-rules-khun-caption = d4 கட்டத்தில் ராஜாவும் அது செல்லக்கூடிய எட்டுக் கட்டங்களும்
makruk-rules-met-title = மந்திரி (met)
makruk-rules-met-body = மந்திரி நான்கு மூலைவிட்டத் திசைகளில் எந்தத் திசையிலும் மூலைவிட்டமாக ஒரு கட்டம் நகரும். இது வலிமை குறைந்த காய்; தன் ராஜாவின் அருகில் இருக்கும்போதே மிகவும் பயன்படும்.
makruk-rules-met-caption = d4 கட்டத்தில் உள்ள மந்திரி நான்கு மூலைவிட்டக் கட்டங்களுக்குச் செல்லும்
makruk-rules-khon-title = பிரபு (khon)
makruk-rules-khon-body = பிரபு எந்தத் திசையிலும் மூலைவிட்டமாக ஒரு கட்டம் நகரும், அல்லது எதிர்த் தரப்பை நோக்கி நேராக முன்னே ஒரு கட்டம் நகரும். நேராகப் பின்னோக்கியோ பக்கவாட்டிலோ அது நகர முடியாது.
makruk-rules-khon-caption = d4 கட்டத்தில் பிரபு: நான்கு மூலைவிட்டங்களும் முன்னே ஒரு கட்டமும்
makruk-rules-ma-title = குதிரை (ma)
makruk-rules-ma-body = சதுரங்கத்தில் குதிரை தாவுவது போலவே மாக்ருக்கின் குதிரையும் தாவும்: நேராக இரண்டு கட்டங்கள், பின் பக்கவாட்டில் ஒரு கட்டம். இடையில் எந்தக் காய் இருந்தாலும் அதைத் தாண்டிச் செல்லும்.
makruk-rules-ma-caption = d4 கட்டத்தில் உள்ள குதிரை எட்டுக் கட்டங்களுக்குச் செல்லும்
makruk-rules-ruea-title = தேர் (ruea)
makruk-rules-ruea-body = தேர் தன் வரிசையிலோ நெடுவரிசையிலோ எத்தனை கட்டங்கள் வேண்டுமானாலும் நகரும், வழியில் முதலில் உள்ள காய் வரை; அந்தக் காய் எதிர்த் தரப்பினுடையதானால் அதை வெட்டலாம். பலகையில் மிக வலிமையான காய் இதுவே.
makruk-rules-ruea-caption = d4 கட்டத்தில் தேரும் அதன் வரிசையும் நெடுவரிசையும்
makruk-rules-bia-title = சிப்பாய் (bia)
makruk-rules-bia-body = சிப்பாய் நேராக முன்னே ஒரு கட்டம் நகரும், அந்தக் கட்டம் காலியாக இருந்தால் மட்டும்; வெட்டுவதோ மூலைவிட்டமாக முன்னே உள்ள ஒரு கட்டத்தில். ஒரே நகர்வில் இரண்டு கட்டம் செல்லுதல் இல்லை; கடந்து செல்லும்போது வெட்டுதலும் (en passant) இல்லை.
makruk-rules-bia-caption = d4 கட்டத்தில் உள்ள சிப்பாய் d5 கட்டத்துக்கு நகரலாம், அல்லது e5 கட்டத்தில் வெட்டலாம்
makruk-rules-promotion-title = பதவி உயர்வு
makruk-rules-promotion-body = நகர்ந்தோ வெட்டியோ ஆறாவது வரிசையை (கருப்புக்கு மூன்றாவது வரிசையை) அடையும் சிப்பாய் உடனே திருப்பி வைக்கப்பட்டு மந்திரி ஆகிறது — இதுவே “திருப்பிய சோழி”. அதன்பின் அது மந்திரியைப் போலவே நகரும்.
makruk-rules-promotion-caption = சிப்பாய் e6 கட்டத்துக்கு நகர்ந்து மந்திரி ஆகிறது
makruk-rules-mate-title = செக், செக்மேட், ஸ்டேல்மேட்
makruk-rules-mate-body = வெட்டப்படக்கூடிய ராஜா செக்கில் உள்ளது; அதன் தரப்பு உடனே அந்தச் செக்கிலிருந்து விடுபட வேண்டும். செக்கில் உள்ள தரப்புக்கு அதிலிருந்து தப்ப எந்த நகர்வும் இல்லையென்றால், அது செக்மேட் ஆகித் தோற்கிறது. செக்கில் இல்லாத தரப்புக்கு விதிப்படியான நகர்வு எதுவும் இல்லையென்றால், அது ஸ்டேல்மேட்: ஆட்டம் சமநிலை.
makruk-rules-mate-caption = தேர் b8 கட்டத்துக்கு நகர்வது செக்மேட்: கருப்பு ராஜா செல்ல ஒரு கட்டமும் இல்லை
makruk-rules-draws-title = மற்ற சமநிலைகள்
makruk-rules-draws-body = இரண்டு ராஜாக்கள் மட்டுமே மீதம் இருக்கும்போது, அதே தரப்பு நகர்த்த வேண்டிய நிலையில் ஒரே நிலை மூன்றாவது தடவை வரும்போது, ஓர் எண்ணிக்கை வரம்பை எட்டும்போது, அல்லது ஆட்டக்காரர்கள் ஒப்புக்கொள்ளும்போது ஆட்டம் சமநிலை ஆகிறது.
makruk-rules-draws-caption = இரண்டு ராஜாக்கள் மட்டும்: சமநிலை
makruk-rules-board-honour-title = பலகை எண்ணிக்கை (นับศักดิ์กระดาน)
makruk-rules-board-honour-body = பதவி உயராத சிப்பாய் எதுவும் பலகையில் இல்லாமல், இரு தரப்புக்கும் ராஜாவைத் தவிர வேறு காய் இன்னும் இருக்கும்போது, பலவீனமான தரப்பு 1 முதல் நகர்வுகளை எண்ணும்: வலிமையான தரப்பு 64 நகர்வுகளுக்குள் செக்மேட் செய்ய வேண்டும், இல்லையேல் ஆட்டம் சமநிலை.
makruk-rules-board-honour-caption = சிப்பாய்கள் இல்லை: 64 நகர்வு எண்ணிக்கை தொடங்கலாம்
makruk-rules-pieces-honour-title = காய் எண்ணிக்கை (นับศักดิ์หมาก)
makruk-rules-pieces-honour-body = ஒரு தரப்புக்கு ராஜா மட்டுமே மீதம் இருந்து, பதவி உயராத சிப்பாய் எதுவும் இல்லாதபோது, அந்தத் தரப்பு எண்ணும்: பலகையில் உள்ள காய்களின் மொத்தத் தொகையுடன் (இரு ராஜாக்களும் உட்பட) ஒன்றைக் கூட்டிய எண்ணிலிருந்து எண்ணிக்கை தொடங்கும். எண்ணிக்கை தொடங்கும்போது வலிமையான தரப்பிடம் உள்ள காய்கள் நிர்ணயிக்கும் வரம்பை எண்ணிக்கை தாண்டுவதற்கு முன், அந்தத் தரப்பு செக்மேட் செய்ய வேண்டும். அட்டவணையை மேலிருந்து படியுங்கள்: முதலில் பொருந்தும் வரியே கணக்கில் கொள்ளப்படும்.
makruk-rules-pieces-honour-caption = ராஜாவும் தேரும், தனி ராஜாவுக்கு எதிராக: மூன்று காய்கள், எனவே எண்ணிக்கை 4-இல் தொடங்கி 16 வரை செல்லும்
makruk-rules-table-material = வலிமையான தரப்பிடம் உள்ளவை
makruk-rules-table-limit = வரம்பு (நகர்வுகள்)
makruk-rules-table-two-rueas = இரண்டு தேர்கள்
makruk-rules-table-one-ruea = ஒரு தேர்
makruk-rules-table-two-khons = தேர் இல்லை, இரண்டு பிரபுக்கள்
makruk-rules-table-one-khon = தேர் இல்லை, ஒரு பிரபு
makruk-rules-table-two-mas = தேரும் பிரபுவும் இல்லை, இரண்டு குதிரைகள்
makruk-rules-table-one-ma = தேரும் பிரபுவும் இல்லை, ஒரு குதிரை
makruk-rules-table-mets = மந்திரிகள் மட்டும் (பதவி உயர்ந்த சிப்பாய்களும்)
makruk-rules-counting-title = எண்ணிக்கை: தானியங்கி அல்லது பாரம்பரியம்
makruk-rules-counting-body = தானியங்கி எண்ணிக்கையில் எல்லா எண்ணிக்கைகளையும் செயலியே வைத்துக்கொள்ளும். பாரம்பரிய எண்ணிக்கையில், உண்மையான பலகையில் ஆடுவதைப் போல, பலவீனமான தரப்பு உரக்க எண்ணும்: எண்ண அனுமதி உள்ளபோது, நகர்த்த வேண்டிய ஆட்டக்காரர் “எண்ணிக்கையைத் தொடங்கு” பொத்தானை அழுத்துவார்; எப்போது வேண்டுமானாலும் நிறுத்தலாம் (புதிய எண்ணிக்கை மீண்டும் 1 முதல் தொடங்கும்). எண்ணும் தரப்பு செக்மேட் செய்தால் ஆட்டம் சமநிலை; எனவே அத்தகைய நகர்வுக்கு முன் செயலி கேட்கும். தனி ராஜாவுக்குக் காய் எண்ணிக்கை தானாகவே தொடங்கும்; நடப்பில் உள்ள பலகை எண்ணிக்கை அதற்கு முன்பே முடியும் என்றால், எண்ணுபவர் அதையே தொடரலாம்.

## அனுமதி இல்லாத நகர்வும் அதன் காரணமும் (A move that is not allowed, and why)
makruk-refused-no-piece = அந்தக் கட்டத்தில் நகர்த்துவதற்குக் காய் எதுவும் இல்லை.
makruk-refused-not-yours = அந்தக் காய் எதிர்த் தரப்பைச் சேர்ந்தது.
makruk-refused-own-piece = அங்கே உங்கள் சொந்தக் காய்களில் ஒன்று நிற்கிறது.
makruk-refused-khun = ராஜா எந்தத் திசையிலும் ஒரு கட்டம் மட்டுமே நகரும்.
makruk-refused-met = மந்திரி மூலைவிட்டமாக ஒரு கட்டம் மட்டுமே நகரும்.
makruk-refused-khon = பிரபு மூலைவிட்டமாக ஒரு கட்டம், அல்லது நேராக முன்னே ஒரு கட்டம் நகரும்; நேராகப் பின்னோக்கியோ பக்கவாட்டிலோ ஒருபோதும் நகராது.
makruk-refused-ma = குதிரை நேராக இரண்டு கட்டங்கள், பின் பக்கவாட்டில் ஒரு கட்டம் என்று தாவும்.
makruk-refused-ruea = தேர் தன் வரிசையிலோ நெடுவரிசையிலோ மட்டுமே நகரும்.
makruk-refused-bia = சிப்பாய் முன்னே ஒரு கட்டம் நகரும்; வெட்டுவதோ மூலைவிட்டமாக முன்னே உள்ள ஒரு கட்டத்தில்.
makruk-refused-bia-blocked = சிப்பாய் காலியான கட்டத்துக்கு மட்டுமே முன்னே நகரும்; வெட்டுவதோ மூலைவிட்டமாக.
makruk-refused-bia-takes = சிப்பாய் ஒரு காயை வெட்டும்போது மட்டுமே மூலைவிட்டமாக நகரும்.
makruk-refused-blocked = வழியில் ஒரு காய் நிற்கிறது: தேர் தாவாது.
makruk-refused-in-check = உங்கள் ராஜா செக்கில் உள்ளது: இந்த நகர்வால் அது செக்கிலிருந்து விடுபடாது.
makruk-refused-exposes-khun = அந்த நகர்வு உங்கள் ராஜாவைச் செக்கில் விட்டுவிடும்.

## The statistics screen, the game chooser and the resume prompt

makruk-statistics-player = ஆட்டக்காரர்
makruk-statistics-won = வென்றவை
makruk-statistics-title = மாக்ருக்
makruk-statistics-colour = நிறம்
makruk-statistics-opponent = எதிராளி
makruk-statistics-drawn = சமநிலை
makruk-statistics-lost = தோற்றவை
makruk-statistics-person = ஒரு மனிதர்
makruk-game = மாக்ருக்
makruk-game-line = இருவருக்கான தாய்லாந்துச் சதுரங்கம், அதன் எண்ணிக்கை விதிகளுடன்.
makruk-resume-detail = உங்கள் கடைசி மாக்ருக் ஆட்டம் முடியவில்லை: { $players }, { $moves ->
    [one] இதுவரை ஒரு நகர்வு.
   *[other] இதுவரை { $moves } நகர்வுகள்.
}
makruk-resume = மாக்ருக் ஆட்டத்தைத் தொடர்

## PGN's dialogs

makruk-import-title = மாக்ருக் ஆட்டத்தை இறக்குமதி செய் (PGN)
makruk-export-title = மாக்ருக் ஆட்டத்தை PGN-ஆக ஏற்றுமதி செய்
makruk-paste-pgn-hint = இணையதளத்திலிருந்தோ வேறு மென்பொருளிலிருந்தோ நகலெடுத்த மாக்ருக் ஆட்டத்தை { $keys } அழுத்தி இங்கே ஒட்டுங்கள்; பிறகு «இறக்குமதி» அழுத்துங்கள்.

## What a screen reader hears as a move is played (the live region), and typed moves
makruk-said-move = { $side }: { $piece } { $from }-இலிருந்து { $to }-க்கு
makruk-said-takes = { $side }: { $piece } { $from }-இலிருந்து { $to }-க்கு, { $taken } வெட்டப்படுகிறது
makruk-said-promotes = மந்திரி ஆகிறது
makruk-said-check = செக்
makruk-said-mate = செக்மேட்
makruk-said-viewing = நகர்வு { $number }: { $move }
makruk-said-start = தொடக்க நிலை
makruk-focus-board = விசைகள் பலகைக்கு
makruk-view-back = ஒரு நகர்வு பின்னால்
makruk-view-next = ஒரு நகர்வு முன்னால்
makruk-type-move = நகர்வைத் தட்டச்சிடுக
makruk-type-move-hint = Nf3, e3e4 அல்லது มง๒
makruk-typed-empty = முதலில் ஒரு நகர்வைத் தட்டச்சிடுக, Nf3 அல்லது e3e4 போல.
makruk-typed-not-a-move = “{ $text }” ஒரு நகர்வு அல்ல: Nf3, e3e4 அல்லது มง๒ போலத் தட்டச்சிடுக.
makruk-typed-illegal = { $text } இங்கே விதிப்படியான நகர்வு அல்ல.
makruk-typed-not-now = { $text }: இப்போது உங்கள் நகர்வு அல்ல.
makruk-typed-ambiguous = { $text } ஒன்றுக்கு மேற்பட்ட நகர்வுகளுக்குப் பொருந்துகிறது: காய் புறப்படும் நெடுவரிசையையோ வரிசையையோ சேர்க்கவும், Nbd2 போல.

## The heading of Makruk's part of the settings screen
game-makruk = மாக்ருக்
## The board's marks on a square, as a screen reader reads it: "white ma on d2, White moved here"
makruk-square-marked = { $square }, { $mark }
makruk-moved-from = { $color } இங்கிருந்து நகர்த்தியது
makruk-moved-to = { $color } இங்கு நகர்த்தியது
makruk-square-check = செக்கில் உள்ளது

## A count past its limit while the game goes on
makruk-count-run-out = எண்ணிக்கை வரம்பை எட்டியது: இந்த நகர்வுடன் ஆட்டம் சமநிலை.

## After a refusal that names a piece: the letter the move list writes it with
makruk-piece-letter = நகர்வுகளில் { $piece } { $letter } என எழுதப்படும்.
## Resign asks first
makruk-resign-question = இந்த ஆட்டத்தில் தோல்வியை ஒப்புக்கொள்ளவா? ஆட்டம் உடனே தோல்வியாக முடியும்.
makruk-resign-yes = ஆம், ஒப்புக்கொள்
makruk-keep-playing = தொடர்ந்து ஆடு

## உங்கள் ஆட்டங்களிலிருந்து கற்றல்
makruk-learn-why-mate-missed = சிறந்த நகர்வு செக்மேட்: ஆட்டம் உடனே உங்களுடையதாகியிருக்கும்.
makruk-learn-why-piece-hanging = ஆடிய நகர்வு ஒரு காயை மறு தரப்பு இலவசமாகவோ அதன் மதிப்பைவிடக் குறைவாகவோ வெட்டக்கூடிய இடத்தில் விடுகிறது.
makruk-learn-why-promotion-delayed = ஆறாவது வரிசையை அடையும் சிப்பாய் பதவி உயர்ந்த சிப்பாய் ஆகி மந்திரியைப் போல நகரும்: சிறந்த நகர்வு அது தடுக்கப்படும் முன் இப்போதே பதவி உயர்த்துகிறது.
makruk-learn-why-counting-missed = கடைசி சிப்பாயை வெட்டினால் பலவீனமான தரப்பு எண்ணலாம்: அப்போது வலிமையான தரப்பு எண்ணிக்கை முடியும் முன் செக்மேட் செய்ய வேண்டும், இல்லையெனில் ஆட்டம் சமநிலை.
makruk-learn-to-move = { $name } ({ $side }) நகர்த்த வேண்டும். ஆட்டத்தில் ஆடியது: { $played }.
makruk-learn-right-plain = வெல்லும் வாய்ப்பை இந்த நகர்வே மிக நன்றாகக் காக்கிறது.
makruk-learn-wrong = இது இல்லை. சிறந்த நகர்வு, பலகையில் காட்டப்பட்டுள்ளது: { $better }, வெல்ல { $chance }% வாய்ப்பு. ஆட்டத்தில் ஆடிய நகர்வு { $played } தந்தது { $given }%.
makruk-learn-wrong-lost = இது இல்லை. சிறந்த நகர்வு, பலகையில் காட்டப்பட்டுள்ளது: { $better }. அதனுடன் ஒப்பிட, ஆட்டத்தில் ஆடிய நகர்வு { $played } வெற்றி வாய்ப்பில் { $lost }% இழந்தது.
makruk-learn-why-capture-missed = சிறந்த நகர்வு, எதிர்த்தரப்பு அதே மதிப்புக்குத் திரும்பப் பெற முடியாத ஒரு காயை வெட்டுகிறது: இலவசமாகக் கிடைக்கும் லாபம்.
makruk-learn-kind-mate-missed = செக்மேட் தவறவிடப்பட்டது
makruk-learn-kind-piece-hanging = காய் காப்பின்றி விடப்பட்டது
makruk-learn-kind-promotion-delayed = சிப்பாயின் பதவி உயர்வு தாமதமானது
makruk-learn-kind-counting-missed = எண்ணிக்கை வாய்ப்பு தவறவிடப்பட்டது
makruk-learn-kind-capture-missed = இலவச வெட்டு தவறவிடப்பட்டது
makruk-learn-yours = உங்கள் நகர்வு { $move }: வெல்ல { $chance }% வாய்ப்பு.
makruk-learn-line = ஆட்டத்தில், இங்கிருந்து: { $moves }
