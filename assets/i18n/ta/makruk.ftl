# மாக்ருக் (தாய்லாந்துச் சதுரங்கம்): ஆட்டத்தின் திரைகளில் வரும் சொற்கள்.
#
# Glossary: khun = ராஜா, met = மந்திரி, khon = யானை, ma = குதிரை, ruea = தேர்,
#   bia = சிப்பாய், promoted bia = பதவி உயர்ந்த சிப்பாய், Makruk = மாக்ருக்,
#   White = வெள்ளை, Black = கருப்பு, check = செக், checkmate = செக்மேட்,
#   stalemate = ஸ்டேல்மேட், draw = சமநிலை, count / counting = எண்ணிக்கை (எண்ணுதல்),
#   board's honour = பலகையின் கௌரவம், pieces' honour = காய்களின் கௌரவம்,
#   the counting side = எண்ணும் தரப்பு, move = நகர்வு, square = கட்டம், board = பலகை,
#   levels Beginner, Easy, Medium, Hard, Master = தொடக்கநிலை, எளிது, நடுத்தரம், கடினம், வல்லுநர்.
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
makruk-play-again = புதிய ஆட்டம்
makruk-moves = நகர்வுகள்
makruk-computer-failed = கணினி ஆட்டக்காரர் நின்றுவிட்டார் ({ $why }); இனி "எளிது" நிலையில் தொடர்ந்து ஆடுவார்.
