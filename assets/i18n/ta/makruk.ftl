# மாக்ருக் (தாய்லாந்துச் சதுரங்கம்): ஆட்டத்தின் திரைகளில் வரும் சொற்கள்.
#
# Glossary: khun = ராஜா, met = மந்திரி, khon = யானை, ma = குதிரை, ruea = தேர்,
#   bia = சிப்பாய், promoted bia = பதவி உயர்ந்த சிப்பாய், Makruk = மாக்ருக்,
#   White = வெள்ளை, Black = கருப்பு, check = செக், checkmate = செக்மேட்,
#   stalemate = ஸ்டேல்மேட், draw = சமநிலை, count / counting = எண்ணிக்கை (எண்ணுதல்),
#   board's honour = பலகையின் கௌரவம், pieces' honour = காய்களின் கௌரவம்,
#   the counting side = எண்ணும் தரப்பு, move = நகர்வு, square = கட்டம், board = பலகை,
#   levels Beginner, Easy, Medium, Hard, Master = தொடக்கநிலை, எளிது, நடுத்தரம், கடினம், வல்லுநர்,
#   position = நிலை, level = தரம், rank = வரிசை, promotion = பதவி உயர்வு.
# Note: here யானை is the khon (the bishop-like piece of the old Indian game) and தேர்
# the ruea (the rook-like one), as in chaturanga.
# Names and squares never take a case marker: the sentence is built round them,
# often with a colon ("நகர்த்தும் முறை: { $name }").

makruk = மாக்ருக்
makruk-white = வெள்ளை
makruk-black = கருப்பு

## காய்கள் (Pieces, in the game's own words)
makruk-khun = ராஜா
makruk-met = மந்திரி
makruk-khon = யானை
makruk-ma = குதிரை
makruk-ruea = தேர்
makruk-bia = சிப்பாய்
makruk-promoted-bia = பதவி உயர்ந்த சிப்பாய்

# The accessible name of a square and what stands on it: "வெள்ளை தேர், கட்டம் a1".
makruk-piece-on = { $color } { $piece }, கட்டம் { $square }
makruk-square = கட்டம் { $square }

## ஆட்டக்காரர்களும் முறையும் (Players and the turn)
makruk-person = மனிதர்
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
makruk-draw-repetition = சமநிலை: ஒரே நிலை மூன்று முறை
makruk-draw-kings = சமநிலை: இரண்டு ராஜாக்கள் மட்டுமே மீதம்
makruk-draw-counter-mate = சமநிலை: எண்ணும் தரப்பு செக்மேட் செய்தது

## எண்ணிக்கை (Counting)
makruk-board-honour = பலகையின் கௌரவம்
makruk-pieces-honour = காய்களின் கௌரவம்
# The count as a player says it: "பலகையின் கௌரவம் 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = எண்ணுபவர்: { $name }
makruk-start-count = எண்ணிக்கையைத் தொடங்கு
makruk-stop-count = எண்ணிக்கையை நிறுத்து
makruk-keep-board-count = பலகையின் கௌரவ எண்ணிக்கையைத் தொடர்
makruk-mate-warning = நீங்கள் எண்ணிக்கொண்டிருக்கிறீர்கள்: இப்போது செக்மேட் செய்தால் ஆட்டம் சமநிலை ஆகும். இருந்தாலும் இந்த நகர்வைச் செய்கிறீர்களா?
makruk-play-anyway = நகர்வைச் செய்
makruk-cancel = ரத்து

## பொத்தான்களும் நகர்வுப் பட்டியலும் (Buttons and the move list)
makruk-undo = திரும்பப் பெறு
makruk-flip = பலகையைத் திருப்பு
makruk-play-again = மீண்டும் ஆடு
makruk-new-game-button = புதிய ஆட்டம்…
makruk-moves = நகர்வுகள்
makruk-computer-failed = கணினி ஆட்டக்காரர் நின்றுவிட்டார் ({ $why }); இனி "எளிது" தரத்தில் தொடர்ந்து ஆடுவார்.

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
makruk-fen-side = நகர்த்தும் தரப்பு w அல்லது b ஆக இருக்க வேண்டும்
makruk-fen-castling = மூன்றாவது புலம் '-' ஆக இருக்க வேண்டும் (மாக்ருக்கில் கோட்டை கட்டுதல் இல்லை)
makruk-fen-number = ஓர் எண்ணிக்கையோ நகர்வு எண்ணோ எண்ணாக இல்லை
makruk-fen-khun = { $color }: சரியாக ஒரு ராஜா வேண்டும்
makruk-fen-too-many = { $color }: 16 காய்களுக்கு மேல் உள்ளன
makruk-fen-too-many-bias = { $color }: 8 சிப்பாய்களுக்கு மேல் உள்ளன
makruk-fen-bia-rank = சிப்பாய் (கட்டம் { $square }) பதவி உயர்வு வரிசையில் அல்லது அதைத் தாண்டி உள்ளது
makruk-fen-bia-behind = சிப்பாய் (கட்டம் { $square }) தன் தொடக்க வரிசைக்குப் பின்னால் உள்ளது
makruk-fen-in-check = நகர்த்தும் முறை இல்லாத தரப்பு செக்கில் உள்ளது
makruk-fen-count-bias = பலகையில் சிப்பாய்கள் இருக்கும்போதே எண்ணிக்கை தரப்பட்டுள்ளது
makruk-fen-count-limit = எண்ணிக்கையின் வரம்பு மாக்ருக் பயன்படுத்தும் ஒன்று அல்ல
