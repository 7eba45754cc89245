# മാക്രുക്ക് (തായ് ചെസ്സ്): കളിയുടെ സ്ക്രീനുകളിലെ വാക്കുകൾ.
#
# The words of both games, one per idea, are in GLOSSARY.md beside this file (the
# Makruk pieces: khun = രാജാവ്, met = മന്ത്രി, khon = ആന, ma = കുതിര, ruea = തേര്,
# bia = കാലാൾ). A name or a colour never takes a case ending: the sentence is built
# round it, often with a colon ("നീക്കാനുള്ള ഊഴം: { $name }"); squares and numbers
# take theirs after a hyphen ("d4-ൽ").

makruk = മാക്രുക്ക്
makruk-white = വെള്ള
makruk-black = കറുപ്പ്

## കരുക്കൾ (Pieces, in the game's own words)
makruk-khun = രാജാവ്
makruk-met = മന്ത്രി
makruk-khon = ആന
makruk-ma = കുതിര
makruk-ruea = തേര്
makruk-bia = കാലാൾ
makruk-promoted-bia = സ്ഥാനക്കയറ്റം ലഭിച്ച കാലാൾ

# The accessible name of a square and what stands on it: "വെള്ള തേര്, കള്ളി a1".
makruk-piece-on = { $color } { $piece }, കള്ളി { $square }
makruk-square = കള്ളി { $square }

## കളിക്കാരും ഊഴവും (Players and the turn)
makruk-person = ആൾ
makruk-you = നിങ്ങൾ
makruk-computer = കമ്പ്യൂട്ടർ ({ $level })
makruk-level-beginner = തുടക്കക്കാരൻ
makruk-level-easy = എളുപ്പം
makruk-level-medium = ഇടത്തരം
makruk-level-hard = കഠിനം
makruk-level-master = വിദഗ്ധൻ
makruk-to-move = നീക്കാനുള്ള ഊഴം: { $name }
makruk-thinking = { $name } ആലോചിക്കുന്നു…
makruk-check = ചെക്ക്!

## കളിയുടെ അവസാനം (The end of the game)
makruk-checkmate = ചെക്ക്മേറ്റ്: { $name } ജയിച്ചു
makruk-stalemate = സ്റ്റെയിൽമേറ്റ്: സമനില
makruk-draw-counting = സമനില: എണ്ണം പരിധിയിലെത്തി
makruk-draw-repetition = സമനില: ഒരേ നില മൂന്നു തവണ
makruk-draw-kings = സമനില: രണ്ടു രാജാക്കന്മാർ മാത്രം ശേഷിക്കുന്നു
makruk-draw-counter-mate = സമനില: എണ്ണുന്ന പക്ഷം ചെക്ക്മേറ്റ് ചെയ്തു
makruk-game-over = കളി കഴിഞ്ഞു
makruk-result-wins = { $name } ജയിച്ചു
makruk-result-draw = സമനില

## എണ്ണൽ (Counting)
makruk-board-honour = കളം എണ്ണൽ
makruk-pieces-honour = കരു എണ്ണൽ
# The count as a player says it: "കളം എണ്ണൽ 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = എണ്ണുന്നത്: { $name }
makruk-start-count = എണ്ണൽ തുടങ്ങുക
makruk-stop-count = എണ്ണൽ നിർത്തുക
makruk-keep-board-count = കളം എണ്ണൽ തുടരുക
makruk-stop-count-question = എണ്ണൽ നിർത്തണോ? വീണ്ടും എണ്ണാൻ തുടങ്ങുമ്പോൾ എണ്ണം { $number } മുതൽ വീണ്ടും തുടങ്ങും.
makruk-stop-count-yes = അതെ, നിർത്തുക
makruk-count-last = അവസാന എണ്ണം: അടുത്ത നീക്കത്തിലെ ചെക്ക്മേറ്റ് മാത്രമേ ജയിക്കൂ; അതിനുശേഷം കളി സമനില.
makruk-mate-warning = നിങ്ങൾ എണ്ണുകയാണ്: ഇപ്പോൾ ചെക്ക്മേറ്റ് ചെയ്താൽ കളി സമനിലയാകും. എന്നിട്ടും ഈ നീക്കം നടത്തണോ?
makruk-play-anyway = നീക്കം നടത്തുക
makruk-cancel = റദ്ദാക്കുക

## ബട്ടണുകളും നീക്കങ്ങളുടെ പട്ടികയും (Buttons and the move list)
makruk-undo = പിൻവലിക്കുക
makruk-flip = കളം തിരിക്കുക
makruk-play-again = വീണ്ടും കളിക്കുക
makruk-new-game-button = പുതിയ കളി…
makruk-moves = നീക്കങ്ങൾ
makruk-computer-failed = കമ്പ്യൂട്ടർ കളിക്കാരൻ നിന്നുപോയി ({ $why }); ഇനി “എളുപ്പം” നിലവാരത്തിൽ കളി തുടരും.
makruk-advice-failed = കമ്പ്യൂട്ടറിന് ആലോചന പൂർത്തിയാക്കാനായില്ല ({ $why }); കളി തുടരുന്നു.

## പുതിയ കളിയുടെ ജാലകം (The new game dialog)
makruk-new-game = പുതിയ മാക്രുക്ക് കളി
makruk-player-person = ആൾ
makruk-player-computer = കമ്പ്യൂട്ടർ
makruk-name = പേര്
makruk-level = നിലവാരം
makruk-counting = എണ്ണൽ
makruk-counting-automatic = സ്വയമേവ
makruk-counting-traditional = പരമ്പരാഗതം: ദുർബല പക്ഷം ഉറക്കെ എണ്ണുന്നു
makruk-start-from = തുടങ്ങുന്നത്
makruk-start-position = തുടക്കത്തിലെ നില
makruk-from-fen = ഒരു നില (FEN)
makruk-start = തുടങ്ങുക
makruk-bad-fen = ഈ നിലയിൽ നിന്ന് കളിക്കാനാവില്ല: { $why }

## ഒരു നില (FEN) കളിക്കാനാവാത്തതിന്റെ കാരണം (Why a position (FEN) cannot be played)
makruk-fen-empty = ഒന്നും നൽകിയിട്ടില്ല
makruk-fen-fields = ആറിലധികം ഭാഗങ്ങളുണ്ട്
makruk-fen-ranks = കളത്തിന് / കൊണ്ട് വേർതിരിച്ച 8 നിരകൾ വേണം
makruk-fen-rank-length = നിര { $rank }: 8 കള്ളികളില്ല
makruk-fen-piece = '{ $char }' ഒരു കരുവിന്റെ അക്ഷരമല്ല (K M S N R P)
makruk-fen-promoted = '~' മന്ത്രിക്ക് (M അല്ലെങ്കിൽ m) ശേഷം മാത്രമേ വരാവൂ
makruk-fen-side = നീക്കേണ്ട പക്ഷം w അല്ലെങ്കിൽ b ആയിരിക്കണം
makruk-fen-castling = മൂന്നാമത്തെ ഭാഗം '-' ആയിരിക്കണം (മാക്രുക്കിൽ കാസിലിങ് ഇല്ല)
makruk-fen-number = ഒരു എണ്ണമോ നീക്കത്തിന്റെ നമ്പറോ സംഖ്യയല്ല
makruk-fen-khun = { $color }: കൃത്യം ഒരു രാജാവ് വേണം
makruk-fen-too-many = { $color }: 16-ലധികം കരുക്കൾ ഉണ്ട്
makruk-fen-too-many-bias = { $color }: 8-ലധികം കാലാളുകൾ ഉണ്ട്
makruk-fen-too-many-kind = { $color }: { $piece } ഒരു പക്ഷത്തിന് ഉണ്ടാകാവുന്നതിലും കൂടുതലുണ്ട് (പരമാവധി { $most })
makruk-fen-bia-rank = കാലാൾ (കള്ളി { $square }) സ്ഥാനക്കയറ്റ നിരയിലോ അതിനപ്പുറമോ ആണ്
makruk-fen-bia-behind = കാലാൾ (കള്ളി { $square }) തുടക്കനിരയ്ക്കു പിന്നിലാണ്
makruk-fen-in-check = നീക്കാൻ ഊഴമില്ലാത്ത പക്ഷം ചെക്കിലാണ്
makruk-fen-count-bias = കളത്തിൽ കാലാളുകൾ ഉള്ളപ്പോൾ എണ്ണം നൽകിയിരിക്കുന്നു
makruk-fen-count-limit = എണ്ണത്തിന്റെ പരിധി മാക്രുക്ക് ഉപയോഗിക്കുന്ന ഒന്നല്ല
makruk-fen-letter = FEN-ൽ { $piece } വെള്ളയ്ക്ക് { $white }, കറുപ്പിന് { $black }.

## നിയമങ്ങൾക്കു പുറത്തുള്ള അവസാനങ്ങൾ (Ends besides the rules)
makruk-resigned = { $loser } തോൽവി സമ്മതിച്ചു: { $winner } ജയിച്ചു
makruk-draw-agreed = സമനില: ഇരുപക്ഷവും സമ്മതിച്ചു
makruk-time-lost = { $loser }: സമയം തീർന്നു; { $winner } ജയിച്ചു
makruk-time-drawn = { $loser }: സമയം തീർന്നു, പക്ഷേ { $winner } പക്ഷത്ത് രാജാവ് മാത്രമേയുള്ളൂ: സമനില
makruk-draw-offered = { $name } സമനില വാഗ്ദാനം ചെയ്യുന്നു
makruk-draw-declined = { $name } സമനില നിരസിച്ചു: കളി തുടരുന്നു

## കളിയുടെ ബട്ടണുകൾ (Buttons of the game)
makruk-hint = സൂചന (H)
makruk-resign = തോൽവി സമ്മതിക്കുക
makruk-offer-draw = സമനില വാഗ്ദാനം ചെയ്യുക
makruk-accept-draw = സമനില സ്വീകരിക്കുക
makruk-decline-draw = കളി തുടരുക
makruk-back-to-present = കളിയിലേക്കു മടങ്ങുക
makruk-review = കളി അവലോകനം ചെയ്യുക
makruk-copy-fen = നില പകർത്തുക (FEN)
makruk-eval-bar = വിലയിരുത്തൽ ബാർ

## ക്ലോക്ക് (The clock)
makruk-clock = ക്ലോക്ക്
makruk-clock-minutes = മിനിറ്റ് വീതം
makruk-clock-increment = സെക്കൻഡ് ഓരോ നീക്കത്തിനും അധികം
makruk-clock-of = { $color } പക്ഷത്തിന്റെ ക്ലോക്ക്

## സൂചനകളും അവലോകനവും (Hints and the review)
makruk-hint-thinking = നല്ലൊരു നീക്കം തിരയുന്നു…
# "സൂചന: Nc3 — ജയസാധ്യത 62%"
makruk-hint-best = സൂചന: { $move } — ജയസാധ്യത { $chance }%
makruk-hint-second = അടുത്ത മികച്ചത്: { $move }, { $less }% കുറവ്
makruk-eval-white = വെള്ളയുടെ ജയസാധ്യത: { $chance }%
makruk-reviewing = കളി അവലോകനം ചെയ്യുന്നു: { $total } നിലകളിൽ { $done }
makruk-review-summary = { $count ->
    [0] ഒരു നീക്കവും കാര്യമായ നഷ്ടം വരുത്തിയില്ല: നന്നായി കളിച്ചു.
    [one] ഒരു നീക്കം അടയാളപ്പെടുത്തിയിട്ടുണ്ട്: മികച്ച നീക്കം കാണാൻ അതിൽ ക്ലിക്ക് ചെയ്യുക.
   *[other] { $count } നീക്കങ്ങൾ അടയാളപ്പെടുത്തിയിട്ടുണ്ട്: മികച്ച നീക്കം കാണാൻ ഒന്നിൽ ക്ലിക്ക് ചെയ്യുക.
}
makruk-review-better = { $played }: ജയസാധ്യതയുടെ { $lost }% നഷ്ടമായി; മികച്ചത് { $better } ആയിരുന്നു
makruk-review-marks = ?! 5% അല്ലെങ്കിൽ കൂടുതൽ നഷ്ടം · ? 10% അല്ലെങ്കിൽ കൂടുതൽ · ?? 20% അല്ലെങ്കിൽ കൂടുതൽ
makruk-reviewing-deeper = ഓരോ നീക്കത്തിനും ആദ്യ അടയാളമായി; കൂടുതൽ ആഴത്തിൽ നോക്കുന്നു: { $total } നിലകളിൽ { $done }

## തുറക്കാനാവാത്ത സേവ് ചെയ്ത കളി (A saved game that cannot be opened)
makruk-save-syntax = ഫയൽ ശരിയായ കളി ഫയൽ അല്ല: { $detail }
makruk-save-not-makruk = ഫയൽ ഒരു മാക്രുക്ക് കളി അല്ല
makruk-save-newer = ഫയൽ ആപ്പിന്റെ പുതിയ പതിപ്പിൽ സേവ് ചെയ്തതാണ് (ഫോർമാറ്റ് { $found })
makruk-save-bad-version = ഫോർമാറ്റ് പതിപ്പ് { $found } നിലവിലില്ല
makruk-save-counting = എണ്ണൽ രീതി '{ $detail }' സ്വയമേവയോ പരമ്പരാഗതമോ അല്ല
makruk-save-player = { $color } പക്ഷത്തെ കളിക്കാരൻ '{ $detail }' ആളോ കമ്പ്യൂട്ടർ നിലവാരമോ അല്ല
makruk-save-name = { $color } പക്ഷത്തെ കളിക്കാരന്റെ പേര് ശൂന്യമോ വളരെ നീണ്ടതോ ആണ്
makruk-save-move = നീക്കം { $ply } നടത്താനാവില്ല: { $detail }
makruk-save-after-end = നീക്കം { $ply } കളി അവസാനിച്ചതിനു ശേഷമാണ്
makruk-save-count = നീക്കം { $ply }-നു മുമ്പുള്ള എണ്ണൽ നിയമം ലംഘിക്കുന്നു: { $detail }
makruk-save-count-order = എണ്ണലിന്റെ നടപടികൾ ക്രമം തെറ്റിയാണ് (അർധനീക്കം { $ply })
makruk-save-position = സേവ് ചെയ്ത നില നീക്കങ്ങൾ എത്തിക്കുന്നിടമല്ല
makruk-save-outcome = സേവ് ചെയ്ത ഫലം നീക്കങ്ങളുടെ ഫലമല്ല
makruk-save-ending = അവസാനം '{ $detail }' ഈ ആപ്പ് എഴുതുന്ന ഒന്നല്ല
makruk-save-clock = ഒരു കളിയിൽ ഉണ്ടാകാവുന്നതിലും കൂടുതൽ സമയം ക്ലോക്കിലുണ്ട്

## ഇംപോർട്ട് ചെയ്യാനാവാത്ത PGN ഫയൽ (A PGN file that cannot be imported)
makruk-pgn-where = കളി { $game }, വരി { $line }: { $why }
makruk-pgn-variant = ഈ കളി '{ $variant }' ആണ്, മാക്രുക്ക് അല്ല
makruk-pgn-tag = '{ $tag }' [Name "value"] പോലുള്ള ഒരു ടാഗ് അല്ല
makruk-pgn-comment = {"{"} കൊണ്ട് തുടങ്ങിയ ഒരു കമന്റ് അടച്ചിട്ടില്ല
makruk-pgn-brackets = വകഭേദങ്ങളുടെ ബ്രാക്കറ്റുകൾ പൊരുത്തപ്പെടുന്നില്ല

## ക്രമീകരണങ്ങൾ (Settings)
makruk-pieces = കരുക്കൾ
makruk-pieces-thai = തായ് രൂപങ്ങൾ
makruk-pieces-western = അക്ഷരങ്ങളോടുകൂടിയ പാശ്ചാത്യ രൂപങ്ങൾ
makruk-board = കളം
makruk-board-plain = വരകളുള്ള ഒറ്റ നിറം (പരമ്പരാഗതം)
makruk-board-chequered = ഇരുനിറക്കള്ളികൾ
makruk-notation = നീക്കങ്ങൾ എഴുതുന്ന രീതി
makruk-notation-san = SAN (Nd2, e6=M)
makruk-notation-thai = തായ് രീതി (มง๒, จ๖=ม็)
makruk-animation = കരുക്കൾ കളത്തിലൂടെ സുഗമമായി നീങ്ങും

## നിയമങ്ങൾ (The rules overlay)
makruk-rules-button = നിയമങ്ങൾ (F1)
makruk-rules-close = അടയ്ക്കുക
makruk-rules-title = മാക്രുക്കിന്റെ നിയമങ്ങൾ
makruk-rules-contents = ഉള്ളടക്കം
makruk-rules-in-game = ഈ കളിയിൽ: { $mode }
makruk-rules-board-title = കളവും തുടക്കവും
makruk-rules-board-body = 8 × 8 കള്ളികളുള്ള കളത്തിൽ രണ്ടുപേർ കളിക്കുന്ന കളിയാണ് മാക്രുക്ക്. പരമ്പരാഗതമായി കളം മുഴുവൻ ഒറ്റ നിറമാണ്; കള്ളികൾക്കിടയിൽ വരകളുണ്ടാകും. വെള്ള താഴെ ഇരിക്കുന്നു, ആദ്യം നീക്കുന്നതും വെള്ളയാണ്. ഓരോ പക്ഷത്തിനും ഒരു രാജാവ്, ഒരു മന്ത്രി, രണ്ട് ആനകൾ, രണ്ടു കുതിരകൾ, രണ്ടു തേരുകൾ, എട്ടു കാലാളുകൾ എന്നിവയുണ്ട്; കാലാളുകൾ ഓരോ പക്ഷത്തുനിന്നും മൂന്നാമത്തെ നിരയിലാണ് നിൽക്കുന്നത്. ഓരോ മന്ത്രിയും സ്വന്തം നെടുനിരയിൽ എതിർപക്ഷത്തെ രാജാവിനു നേർക്കുനേർ നിൽക്കുന്നു.
makruk-rules-board-caption = തുടക്കം: വെള്ളയുടെ രാജാവ് d1 കള്ളിയിൽ, കറുപ്പിന്റേത് e8 കള്ളിയിൽ
makruk-rules-khun-title = രാജാവ് (khun)
makruk-rules-khun-body = രാജാവ് എട്ടു ദിശകളിൽ ഏതിലേക്കും ഒരു കള്ളി നീങ്ങും. എതിരാളിയുടെ ഒരു കരുവിന് വെട്ടാൻ കഴിയുന്നിടത്ത് അതിനെ ഒരിക്കലും വിട്ടുകൂടാ. കാസിലിങ് ഇല്ല.
makruk-rules-khun-caption = d4 കള്ളിയിലെ രാജാവും അതിന് എത്താവുന്ന എട്ടു കള്ളികളും
makruk-rules-met-title = മന്ത്രി (met)
makruk-rules-met-body = മന്ത്രി നാലു കോണോടുകോൺ ദിശകളിൽ ഏതിലേക്കും ഒരു കള്ളി കോണോടുകോൺ നീങ്ങും. ശക്തി കുറഞ്ഞ കരുവാണിത്; സ്വന്തം രാജാവിനടുത്താണ് ഏറ്റവും ഉപകാരപ്പെടുക.
makruk-rules-met-caption = d4 കള്ളിയിലെ മന്ത്രിക്ക് കോണോടുകോണായുള്ള നാലു കള്ളികളിൽ എത്താം
makruk-rules-khon-title = ആന (khon)
makruk-rules-khon-body = ആന ഏതു ദിശയിലേക്കും ഒരു കള്ളി കോണോടുകോൺ നീങ്ങും, അല്ലെങ്കിൽ എതിരാളിയുടെ നേർക്ക് നേരെ മുന്നോട്ട് ഒരു കള്ളി. നേരെ പിന്നോട്ടോ വശങ്ങളിലേക്കോ നീങ്ങാനാവില്ല.
makruk-rules-khon-caption = d4 കള്ളിയിലെ ആന: നാലു കോണോടുകോൺ കള്ളികളും മുന്നോട്ട് ഒരു കള്ളിയും
makruk-rules-ma-title = കുതിര (ma)
makruk-rules-ma-body = ചെസ്സിലെ കുതിരയെപ്പോലെയാണ് ഇതിന്റെ ചാട്ടം: നേരെ രണ്ടു കള്ളി, പിന്നെ വശത്തേക്ക് ഒന്ന്. ഇടയിലുള്ള ഏതു കരുവിനു മുകളിലൂടെയും അതു ചാടും.
makruk-rules-ma-caption = d4 കള്ളിയിലെ കുതിരയ്ക്ക് എട്ടു കള്ളികളിൽ എത്താം
makruk-rules-ruea-title = തേര് (ruea)
makruk-rules-ruea-body = തേര് സ്വന്തം നിരയിലൂടെയോ നെടുനിരയിലൂടെയോ എത്ര കള്ളി വേണമെങ്കിലും നീങ്ങും, വഴിയിൽ ആദ്യം കാണുന്ന കരു വരെ; ആ കരു എതിരാളിയുടേതാണെങ്കിൽ അതിനെ വെട്ടാം. കളത്തിലെ ഏറ്റവും ശക്തമായ കരുവാണിത്.
makruk-rules-ruea-caption = d4 കള്ളിയിലെ തേരും അതിന്റെ നിരയും നെടുനിരയും
makruk-rules-bia-title = കാലാൾ (bia)
makruk-rules-bia-body = കാലാൾ നേരെ മുന്നോട്ട് ഒരു ഒഴിഞ്ഞ കള്ളിയിലേക്കു നീങ്ങും; വെട്ടുന്നത് കോണോടുകോൺ മുന്നോട്ടുള്ള ഒരു കള്ളിയിലാണ്. ഒറ്റ നീക്കത്തിൽ രണ്ടു കള്ളി പോകലില്ല, കടന്നുപോകുമ്പോഴുള്ള വെട്ടലും (en passant) ഇല്ല.
makruk-rules-bia-caption = d4 കള്ളിയിലെ കാലാളിന് d5 കള്ളിയിലേക്കു നീങ്ങാം, അല്ലെങ്കിൽ e5 കള്ളിയിൽ വെട്ടാം
makruk-rules-promotion-title = സ്ഥാനക്കയറ്റം
makruk-rules-promotion-body = നീങ്ങിയോ വെട്ടിയോ ആറാമത്തെ നിരയിൽ (കറുപ്പിന് മൂന്നാമത്തേതിൽ) എത്തുന്ന കാലാളിനെ ഉടനെ മറിച്ചുവയ്ക്കുന്നു; അതു മന്ത്രിയാകുന്നു — മറിച്ചിട്ട കവടി. പിന്നീട് അതു മന്ത്രിയെപ്പോലെ നീങ്ങും.
makruk-rules-promotion-caption = കാലാൾ e6 കള്ളിയിലേക്കു നീങ്ങി മന്ത്രിയാകുന്നു
makruk-rules-mate-title = ചെക്ക്, ചെക്ക്മേറ്റ്, സ്റ്റെയിൽമേറ്റ്
makruk-rules-mate-body = വെട്ടപ്പെടാവുന്ന നിലയിലുള്ള രാജാവ് ചെക്കിലാണ്; ആ പക്ഷം ഉടനെ ചെക്ക് ഒഴിവാക്കണം. ചെക്കിലായിരിക്കെ രക്ഷപ്പെടാൻ ഒരു നീക്കവുമില്ലാത്ത പക്ഷം ചെക്ക്മേറ്റാകുന്നു, തോൽക്കുന്നു. ചെക്കിലല്ലാതിരിക്കെ നിയമാനുസൃതമായ ഒരു നീക്കവുമില്ലാത്ത പക്ഷം സ്റ്റെയിൽമേറ്റിലാണ്: കളി സമനില.
makruk-rules-mate-caption = തേര് b8 കള്ളിയിലേക്കു നീങ്ങുന്നത് ചെക്ക്മേറ്റ്: കറുപ്പിന്റെ രാജാവിന് പോകാൻ കള്ളിയില്ല
makruk-rules-draws-title = മറ്റു സമനിലകൾ
makruk-rules-draws-body = രണ്ടു രാജാക്കന്മാർ മാത്രം ശേഷിക്കുമ്പോൾ, ഒരേ നില ഒരേ പക്ഷത്തിന്റെ ഊഴത്തിൽ മൂന്നാം തവണ വരുമ്പോൾ, ഒരു എണ്ണം പരിധിയിലെത്തുമ്പോൾ, അല്ലെങ്കിൽ കളിക്കാർ സമ്മതിക്കുമ്പോൾ കളി സമനിലയാകുന്നു.
makruk-rules-draws-caption = രണ്ടു രാജാക്കന്മാർ മാത്രം: സമനില
makruk-rules-board-honour-title = കളം എണ്ണൽ (นับศักดิ์กระดาน)
makruk-rules-board-honour-body = സ്ഥാനക്കയറ്റം ലഭിക്കാത്ത ഒരു കാലാളും കളത്തിൽ ശേഷിക്കാതിരിക്കുകയും ഇരുപക്ഷത്തിനും രാജാവിനു പുറമേ ഏതെങ്കിലും കരു ഉണ്ടായിരിക്കുകയും ചെയ്യുമ്പോൾ, ദുർബല പക്ഷം 1 മുതൽ നീക്കങ്ങൾ എണ്ണുന്നു: ശക്തമായ പക്ഷം 64 നീക്കങ്ങൾക്കുള്ളിൽ ചെക്ക്മേറ്റ് ചെയ്യണം, അല്ലെങ്കിൽ കളി സമനില.
makruk-rules-board-honour-caption = കാലാളുകൾ ശേഷിക്കുന്നില്ല: 64 നീക്കങ്ങളുടെ എണ്ണൽ തുടങ്ങാം
makruk-rules-pieces-honour-title = കരു എണ്ണൽ (นับศักดิ์หมาก)
makruk-rules-pieces-honour-body = ഒരു പക്ഷത്ത് രാജാവ് മാത്രം ശേഷിക്കുകയും സ്ഥാനക്കയറ്റം ലഭിക്കാത്ത കാലാൾ ഒന്നും ഇല്ലാതിരിക്കുകയും ചെയ്യുമ്പോൾ ആ പക്ഷം എണ്ണുന്നു; കളത്തിലെ കരുക്കളുടെ എണ്ണത്തോട് (രണ്ടു രാജാക്കന്മാരും ഉൾപ്പെടെ) ഒന്നു കൂട്ടിയ സംഖ്യയിൽനിന്നാണ് എണ്ണൽ തുടങ്ങുന്നത്. എണ്ണൽ തുടങ്ങുമ്പോൾ ശക്തമായ പക്ഷത്തിന്റെ കരുക്കൾ നിശ്ചയിക്കുന്ന പരിധി എണ്ണം കടക്കുന്നതിനു മുമ്പ് ആ പക്ഷം ചെക്ക്മേറ്റ് ചെയ്യണം. പട്ടിക മുകളിൽനിന്നു വായിക്കുക: ആദ്യം യോജിക്കുന്ന വരിയാണ് ബാധകം.
makruk-rules-pieces-honour-caption = രാജാവും തേരും, ഒറ്റയ്ക്കായ രാജാവിനെതിരെ: മൂന്നു കരുക്കൾ, അതിനാൽ എണ്ണൽ 4-ൽ തുടങ്ങി 16 വരെ
makruk-rules-table-material = ശക്തമായ പക്ഷത്തിനുള്ളത്
makruk-rules-table-limit = പരിധി (നീക്കങ്ങൾ)
makruk-rules-table-two-rueas = രണ്ടു തേരുകൾ
makruk-rules-table-one-ruea = ഒരു തേര്
makruk-rules-table-two-khons = തേരില്ല, രണ്ട് ആനകൾ
makruk-rules-table-one-khon = തേരില്ല, ഒരു ആന
makruk-rules-table-two-mas = തേരും ആനയുമില്ല, രണ്ടു കുതിരകൾ
makruk-rules-table-one-ma = തേരും ആനയുമില്ല, ഒരു കുതിര
makruk-rules-table-mets = മന്ത്രികൾ മാത്രം (സ്ഥാനക്കയറ്റം ലഭിച്ച കാലാളുകളും)
makruk-rules-counting-title = എണ്ണൽ: സ്വയമേവ അല്ലെങ്കിൽ പരമ്പരാഗതം
makruk-rules-counting-body = സ്വയമേവയുള്ള എണ്ണലിൽ എല്ലാ എണ്ണവും ആപ്പ് തന്നെ സൂക്ഷിക്കുന്നു. പരമ്പരാഗത എണ്ണലിൽ, യഥാർഥ കളത്തിലെന്നപോലെ, ദുർബല പക്ഷം ഉറക്കെ എണ്ണുന്നു: എണ്ണാൻ അനുവാദമുള്ളപ്പോൾ നീക്കാനുള്ള ഊഴമുള്ള കളിക്കാരൻ “എണ്ണൽ തുടങ്ങുക” അമർത്തുന്നു; എപ്പോൾ വേണമെങ്കിലും നിർത്താം (പുതിയ എണ്ണൽ വീണ്ടും 1 മുതൽ തുടങ്ങും). എണ്ണുന്ന പക്ഷം ചെക്ക്മേറ്റ് ചെയ്താൽ കളി സമനിലയാണ്; അതിനാൽ അത്തരമൊരു നീക്കത്തിനു മുമ്പ് ആപ്പ് ചോദിക്കും. ഒറ്റയ്ക്കായ രാജാവിന് കരു എണ്ണൽ തനിയെ തുടങ്ങും; നടന്നുകൊണ്ടിരിക്കുന്ന കളം എണ്ണൽ അതിനു മുമ്പേ തീരുമെങ്കിൽ, എണ്ണുന്നയാൾക്ക് പകരം അതു തുടരാം.

## അനുവദനീയമല്ലാത്ത നീക്കവും അതിന്റെ കാരണവും (A move that is not allowed, and why)
makruk-refused-no-piece = ആ കള്ളിയിൽ നീക്കാൻ ഒരു കരുവുമില്ല.
makruk-refused-not-yours = ആ കരു എതിർപക്ഷത്തിന്റേതാണ്.
makruk-refused-own-piece = നിങ്ങളുടെ സ്വന്തം കരുക്കളിൽ ഒന്ന് അവിടെയുണ്ട്.
makruk-refused-khun = രാജാവ് ഏതു ദിശയിലേക്കും ഒരു കള്ളി മാത്രമേ നീങ്ങൂ.
makruk-refused-met = മന്ത്രി കോണോടുകോൺ ഒരു കള്ളി മാത്രമേ നീങ്ങൂ.
makruk-refused-khon = ആന കോണോടുകോൺ ഒരു കള്ളി, അല്ലെങ്കിൽ നേരെ മുന്നോട്ട് ഒരു കള്ളി നീങ്ങും; ഒരിക്കലും നേരെ പിന്നോട്ടോ വശങ്ങളിലേക്കോ നീങ്ങില്ല.
makruk-refused-ma = കുതിര ചാടുന്നത് നേരെ രണ്ടു കള്ളിയും പിന്നെ വശത്തേക്ക് ഒന്നുമാണ്.
makruk-refused-ruea = തേര് സ്വന്തം നിരയിലൂടെയോ നെടുനിരയിലൂടെയോ മാത്രമേ നീങ്ങൂ.
makruk-refused-bia = കാലാൾ മുന്നോട്ട് ഒരു കള്ളി നീങ്ങും; വെട്ടുന്നത് കോണോടുകോൺ മുന്നോട്ടുള്ള ഒരു കള്ളിയിലാണ്.
makruk-refused-bia-blocked = കാലാൾ മുന്നോട്ട് ഒഴിഞ്ഞ കള്ളിയിലേക്കു മാത്രമേ നീങ്ങൂ; വെട്ടുന്നത് കോണോടുകോണാണ്.
makruk-refused-bia-takes = ഒരു കരുവിനെ വെട്ടാൻ മാത്രമേ കാലാൾ കോണോടുകോൺ നീങ്ങൂ.
makruk-refused-blocked = വഴിയിൽ ഒരു കരു നിൽക്കുന്നു: തേര് ചാടില്ല.
makruk-refused-in-check = നിങ്ങളുടെ രാജാവ് ചെക്കിലാണ്: ഈ നീക്കം ചെക്ക് ഒഴിവാക്കുന്നില്ല.
makruk-refused-exposes-khun = ആ നീക്കത്തിനു ശേഷം നിങ്ങളുടെ രാജാവ് ചെക്കിലായിരിക്കും.

## The statistics screen, the game chooser and the resume prompt

makruk-statistics-player = കളിക്കാരൻ
makruk-statistics-won = ജയിച്ചത്
makruk-statistics-title = മാക്രുക്ക്
makruk-statistics-colour = നിറം
makruk-statistics-opponent = എതിരാളി
makruk-statistics-drawn = സമനില
makruk-statistics-lost = തോറ്റത്
makruk-statistics-person = ഒരാൾ
makruk-game = മാക്രുക്ക്
makruk-game-line = രണ്ടുപേർക്കുള്ള തായ് ചെസ്സ്, അതിന്റെ എണ്ണൽ നിയമങ്ങളോടെ.
makruk-resume-detail = നിങ്ങളുടെ അവസാന മാക്രുക്ക് കളി പൂർത്തിയായിട്ടില്ല: { $players }, { $moves ->
    [one] ഇതുവരെ ഒരു നീക്കം.
   *[other] ഇതുവരെ { $moves } നീക്കങ്ങൾ.
}
makruk-resume = മാക്രുക്ക് കളി തുടരുക

## PGN's dialogs

makruk-import-title = ഒരു മാക്രുക്ക് കളി ഇംപോർട്ട് ചെയ്യുക (PGN)
makruk-export-title = മാക്രുക്ക് കളി PGN ആയി എക്സ്പോർട്ട് ചെയ്യുക
makruk-paste-pgn-hint = ഒരു വെബ്സൈറ്റിൽ നിന്നോ മറ്റൊരു പ്രോഗ്രാമിൽ നിന്നോ പകർത്തിയ മാക്രുക്ക് കളി { $keys } അമർത്തി ഇവിടെ ഒട്ടിക്കുക, എന്നിട്ട് “ഇംപോർട്ട്” അമർത്തുക.

## What a screen reader hears as a move is played (the live region), and typed moves
makruk-said-move = { $side }: { $piece } { $from }-ൽനിന്ന് { $to }-ലേക്ക്
makruk-said-takes = { $side }: { $piece } { $from }-ൽനിന്ന് { $to }-ലേക്ക്, { $taken } വെട്ടപ്പെടുന്നു
makruk-said-promotes = മന്ത്രിയാകുന്നു
makruk-said-check = ചെക്ക്
makruk-said-mate = ചെക്ക്മേറ്റ്
makruk-said-viewing = നീക്കം { $number }: { $move }
makruk-said-start = തുടക്കത്തിലെ നില
makruk-focus-board = കീകൾ കളത്തിലേക്ക്
makruk-view-back = ഒരു നീക്കം പിന്നോട്ട്
makruk-view-next = ഒരു നീക്കം മുന്നോട്ട്
makruk-type-move = നീക്കം ടൈപ്പ് ചെയ്യുക
makruk-type-move-hint = Nf3, e3e4 അല്ലെങ്കിൽ มง๒
makruk-typed-empty = ആദ്യം ഒരു നീക്കം ടൈപ്പ് ചെയ്യുക, Nf3 അല്ലെങ്കിൽ e3e4 പോലെ.
makruk-typed-not-a-move = “{ $text }” ഒരു നീക്കമല്ല: Nf3, e3e4 അല്ലെങ്കിൽ มง๒ പോലെ ടൈപ്പ് ചെയ്യുക.
makruk-typed-illegal = { $text } ഇവിടെ നിയമപ്രകാരമുള്ള നീക്കമല്ല.
makruk-typed-not-now = { $text }: ഇപ്പോൾ നിങ്ങളുടെ നീക്കമല്ല.
makruk-typed-ambiguous = { $text } ഒന്നിലധികം നീക്കങ്ങൾക്ക് ചേരുന്നു: കരു പുറപ്പെടുന്ന നെടുനിരയോ നിരയോ ചേർക്കുക, Nbd2 പോലെ.

## The heading of Makruk's part of the settings screen
game-makruk = മാക്രുക്ക്
## The board's marks on a square, as a screen reader reads it: "white ma on d2, White moved here"
makruk-square-marked = { $square }, { $mark }
makruk-moved-from = { $color } ഇവിടെനിന്ന് നീക്കി
makruk-moved-to = { $color } ഇവിടേക്ക് നീക്കി
makruk-square-check = ചെക്കിൽ

## A count past its limit while the game goes on
makruk-count-run-out = എണ്ണം പരിധിയിലെത്തി: ഈ നീക്കത്തോടെ കളി സമനില.

## After a refusal that names a piece: the letter the move list writes it with
makruk-piece-letter = നീക്കങ്ങളിൽ { $piece } { $letter } എന്ന് എഴുതും.
## Resign asks first
makruk-resign-question = ഈ കളിയിൽ തോൽവി സമ്മതിക്കണോ? കളി ഉടനെ തോൽവിയായി അവസാനിക്കും.
makruk-resign-yes = അതെ, തോൽവി സമ്മതിക്കുക
makruk-keep-playing = കളി തുടരുക

## നിങ്ങളുടെ കളികളിൽ നിന്നു പഠിക്കാം
makruk-learn-why-mate-missed = മികച്ച നീക്കം ചെക്ക്മേറ്റ് ആണ്: കളി ഉടനെ നിങ്ങളുടേതാകുമായിരുന്നു.
makruk-learn-why-piece-hanging = കളിച്ച നീക്കം ഒരു കരുവിനെ മറുപക്ഷം വെറുതെയോ അതിന്റെ വിലയിലും കുറഞ്ഞതിനോ വെട്ടിയെടുക്കാവുന്നിടത്ത് വിടുന്നു.
makruk-learn-why-promotion-delayed = ആറാം നിരയിലെത്തുന്ന കാലാൾ സ്ഥാനക്കയറ്റം ലഭിച്ച കാലാളായി മന്ത്രിയെപ്പോലെ നീങ്ങും: മികച്ച നീക്കം തടയപ്പെടും മുമ്പ് ഇപ്പോൾത്തന്നെ അതിന് സ്ഥാനക്കയറ്റം നൽകുന്നു.
makruk-learn-why-counting-missed = അവസാനത്തെ കാലാളിനെ വെട്ടിയാൽ ദുർബല പക്ഷത്തിന് എണ്ണൽ തുടങ്ങാം: പിന്നെ ശക്തമായ പക്ഷം എണ്ണം തീരും മുമ്പ് ചെക്ക്മേറ്റ് ചെയ്യണം, ഇല്ലെങ്കിൽ കളി സമനിലയാകും.
makruk-learn-to-move = { $name } ({ $side }) നീക്കണം. കളിയിൽ: { $played }.
makruk-learn-right-plain = ജയസാധ്യത ഏറ്റവും നന്നായി കാക്കുന്നത് ഈ നീക്കമാണ്.
makruk-learn-wrong = ഇതല്ല. കൂടുതൽ നല്ല നീക്കം, കളത്തിൽ കാണിച്ചിരിക്കുന്നു: { $better }, ജയസാധ്യത { $chance }%. കളിയിലെ നീക്കം { $played } നൽകിയത് { $given }%.
makruk-learn-wrong-lost = ഇതല്ല. കൂടുതൽ നല്ല നീക്കം, കളത്തിൽ കാണിച്ചിരിക്കുന്നു: { $better }. അതിനോടു നോക്കുമ്പോൾ കളിയിലെ നീക്കം { $played } ജയസാധ്യതയുടെ { $lost }% നഷ്ടപ്പെടുത്തി.
makruk-learn-why-capture-missed = കൂടുതൽ നല്ല നീക്കം, എതിർപക്ഷത്തിന് അത്രയും വിലയ്ക്കു തിരിച്ചുപിടിക്കാനാവാത്ത ഒരു കരുവിനെ വെട്ടുന്നു: വെറുതെ കിട്ടുന്ന നേട്ടം.
makruk-learn-kind-mate-missed = ചെക്ക്മേറ്റ് വിട്ടുകളഞ്ഞു
makruk-learn-kind-piece-hanging = കരു സംരക്ഷണമില്ലാതെ വിട്ടു
makruk-learn-kind-promotion-delayed = സ്ഥാനക്കയറ്റം വൈകി
makruk-learn-kind-counting-missed = എണ്ണൽ അവസരം വിട്ടുകളഞ്ഞു
makruk-learn-kind-capture-missed = സൗജന്യ വെട്ട് വിട്ടുകളഞ്ഞു
makruk-learn-yours = നിങ്ങളുടെ നീക്കം { $move }: ജയസാധ്യത { $chance }%.
makruk-learn-line = കളിയിൽ, ഇവിടെനിന്ന്: { $moves }
