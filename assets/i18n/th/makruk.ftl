# หมากรุก (หมากรุกไทย): ถ้อยคำบนหน้าจอของเกม
#
# Glossary: khun = ขุน, met = เม็ด, khon = โคน, ma = ม้า, ruea = เรือ, bia = เบี้ย,
#   promoted bia = เบี้ยหงาย, Makruk = หมากรุก, White = ฝ่ายขาว, Black = ฝ่ายดำ,
#   check = รุก, checkmate = รุกจน, stalemate = อับ, draw = เสมอ,
#   count / counting = นับ, board's honour = นับศักดิ์กระดาน,
#   pieces' honour = นับศักดิ์หมาก, the counting side = ฝ่ายที่นับ,
#   move = เดิน (the list of moves = การเดิน), square = ช่อง, board = กระดาน,
#   levels Beginner, Easy, Medium, Hard, Master = มือใหม่, ง่าย, ปานกลาง, ยาก, เซียน,
#   position = ตำแหน่ง, level = ระดับ, rank = แถว, promotion rank = แถวที่เบี้ยหงาย,
#   piece = ตัวหมาก.

makruk = หมากรุก
makruk-white = ฝ่ายขาว
makruk-black = ฝ่ายดำ

## ตัวหมาก (Pieces, in the game's own words)
makruk-khun = ขุน
makruk-met = เม็ด
makruk-khon = โคน
makruk-ma = ม้า
makruk-ruea = เรือ
makruk-bia = เบี้ย
makruk-promoted-bia = เบี้ยหงาย

# The accessible name of a square and what stands on it: "เรือฝ่ายขาวที่ช่อง a1".
makruk-piece-on = { $piece }{ $color }ที่ช่อง { $square }
makruk-square = ช่อง { $square }

## ผู้เล่นและตาเดิน (Players and the turn)
makruk-person = คน
makruk-you = คุณ
makruk-computer = คอมพิวเตอร์ ({ $level })
makruk-level-beginner = มือใหม่
makruk-level-easy = ง่าย
makruk-level-medium = ปานกลาง
makruk-level-hard = ยาก
makruk-level-master = เซียน
makruk-to-move = ถึงตา { $name } เดิน
makruk-thinking = { $name } กำลังคิด…
makruk-check = รุก!

## จบเกม (The end of the game)
makruk-checkmate = รุกจน: { $name } ชนะ
makruk-stalemate = อับ: เสมอ
makruk-draw-counting = เสมอ: นับครบแล้ว
makruk-draw-repetition = เสมอ: ตำแหน่งเดิมซ้ำสามครั้ง
makruk-draw-kings = เสมอ: เหลือเพียงขุนสองตัว
makruk-draw-counter-mate = เสมอ: ฝ่ายที่นับเป็นฝ่ายรุกจน
makruk-game-over = จบเกม
makruk-result-wins = { $name } ชนะ
makruk-result-draw = เสมอ

## การนับ (Counting)
makruk-board-honour = นับศักดิ์กระดาน
makruk-pieces-honour = นับศักดิ์หมาก
# The count as a player says it: "นับศักดิ์กระดาน 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = ฝ่ายที่นับ: { $name }
makruk-start-count = เริ่มนับ
makruk-stop-count = หยุดนับ
makruk-keep-board-count = นับศักดิ์กระดานต่อ
makruk-stop-count-question = หยุดนับหรือไม่? เมื่อเริ่มนับใหม่ จะเริ่มนับจาก { $number } อีกครั้ง
makruk-stop-count-yes = ใช่ หยุดนับ
makruk-count-last = นับครั้งสุดท้าย: ต้องรุกจนในตาถัดไปเท่านั้นจึงจะชนะ หลังจากนั้นเกมจะเสมอ
makruk-mate-warning = คุณกำลังนับอยู่: ถ้ารุกจนตอนนี้จะเสมอ จะเดินตานี้หรือไม่?
makruk-play-anyway = เดินเลย
makruk-cancel = ยกเลิก

## ปุ่มและรายการตาเดิน (Buttons and the move list)
makruk-undo = เลิกทำ
makruk-flip = กลับด้านกระดาน
makruk-play-again = เล่นอีกครั้ง
makruk-new-game-button = เกมใหม่…
makruk-moves = การเดิน
makruk-computer-failed = ผู้เล่นคอมพิวเตอร์หยุดทำงาน ({ $why }) ต่อจากนี้จะเล่นที่ระดับง่าย
makruk-advice-failed = คอมพิวเตอร์คิดไม่เสร็จ ({ $why }) เล่นต่อได้ตามปกติ

## หน้าต่างเกมใหม่ (The new game dialog)
makruk-new-game = เกมหมากรุกใหม่
makruk-player-person = คน
makruk-player-computer = คอมพิวเตอร์
makruk-name = ชื่อ
makruk-level = ระดับ
makruk-counting = การนับ
makruk-counting-automatic = อัตโนมัติ
makruk-counting-traditional = แบบดั้งเดิม: ฝ่ายที่เป็นรองนับออกเสียง
makruk-start-from = เริ่มจาก
makruk-start-position = ตำแหน่งเริ่มต้น
makruk-from-fen = ตำแหน่งที่กำหนดเอง (FEN)
makruk-start = เริ่ม
makruk-bad-fen = เล่นตำแหน่งนี้ไม่ได้: { $why }

## เหตุที่เล่นตำแหน่ง (FEN) นี้ไม่ได้ (Why a position (FEN) cannot be played)
makruk-fen-empty = ไม่ได้ใส่อะไรมา
makruk-fen-fields = มีข้อมูลเกินหกส่วน
makruk-fen-ranks = กระดานต้องมี 8 แถว คั่นด้วย /
makruk-fen-rank-length = แถวที่ { $rank } ไม่ได้มี 8 ช่อง
makruk-fen-piece = '{ $char }' ไม่ใช่อักษรของตัวหมาก (K M S N R P)
makruk-fen-promoted = '~' ตามหลังได้เฉพาะเม็ด (M หรือ m)
makruk-fen-side = ฝ่ายที่จะเดินต้องเป็น w หรือ b
makruk-fen-castling = ส่วนที่สามต้องเป็น '-' (หมากรุกไม่มีการเข้าป้อม)
makruk-fen-number = ค่าการนับหรือเลขตาเดินไม่ใช่ตัวเลข
makruk-fen-khun = { $color }ต้องมีขุนหนึ่งตัวพอดี
makruk-fen-too-many = { $color }มีตัวหมากเกิน 16 ตัว
makruk-fen-too-many-bias = { $color }มีเบี้ยเกิน 8 ตัว
makruk-fen-too-many-kind = { $color }มี{ $piece }มากเกินกว่าที่ฝ่ายหนึ่งจะมีได้ (ไม่เกิน { $most } ตัว)
makruk-fen-bia-rank = เบี้ยที่ช่อง { $square } อยู่บนแถวที่เบี้ยหงายหรือเลยไปแล้ว
makruk-fen-bia-behind = เบี้ยที่ช่อง { $square } อยู่หลังแถวเริ่มต้นของมัน
makruk-fen-in-check = ฝ่ายที่ไม่ได้เป็นตาเดินถูกรุกอยู่
makruk-fen-count-bias = มีการนับทั้งที่ยังมีเบี้ยอยู่บนกระดาน
makruk-fen-count-limit = ค่าสูงสุดของการนับไม่ใช่ค่าที่หมากรุกใช้
makruk-fen-letter = ใน FEN { $piece } เขียนเป็น { $white } สำหรับฝ่ายขาว และ { $black } สำหรับฝ่ายดำ

## จบเกมด้วยเหตุอื่นนอกจากกติกา (Ends besides the rules)
makruk-resigned = { $loser } ยอมแพ้: { $winner } ชนะ
makruk-draw-agreed = เสมอ: ทั้งสองฝ่ายตกลงกัน
makruk-time-lost = { $loser } หมดเวลา: { $winner } ชนะ
makruk-time-drawn = { $loser } หมดเวลา แต่ { $winner } เหลือขุนตัวเดียว: เสมอ
makruk-draw-offered = { $name } ขอเสมอ
makruk-draw-declined = { $name } ไม่รับเสมอ: เล่นต่อ

## ปุ่มในเกม (Buttons of the game)
makruk-hint = คำใบ้ (H)
makruk-resign = ยอมแพ้
makruk-offer-draw = ขอเสมอ
makruk-accept-draw = รับเสมอ
makruk-decline-draw = เล่นต่อ
makruk-back-to-present = กลับสู่เกม
makruk-review = ทบทวนเกม
makruk-copy-fen = คัดลอกตำแหน่ง (FEN)
makruk-eval-bar = แถบประเมินโอกาสชนะ

## นาฬิกา (The clock)
makruk-clock = นาฬิกา
makruk-clock-minutes = นาทีต่อฝ่าย
makruk-clock-increment = วินาทีที่เพิ่มให้ทุกตาเดิน
makruk-clock-of = นาฬิกา{ $color }

## คำใบ้และการทบทวนเกม (Hints and the review)
makruk-hint-thinking = กำลังหาตาเดินที่ดี…
# "คำใบ้: Nc3 — โอกาสชนะ 62%"
makruk-hint-best = คำใบ้: { $move } — โอกาสชนะ { $chance }%
makruk-hint-second = ตาที่ดีรองลงมา: { $move } (โอกาสชนะลดลง { $less }%)
makruk-eval-white = โอกาสชนะของฝ่ายขาว: { $chance }%
makruk-reviewing = กำลังทบทวนเกม: ตำแหน่งที่ { $done } จาก { $total }
makruk-review-summary = { $count ->
    [0] ไม่มีตาไหนเสียมาก: เล่นได้ดี
   *[other] มีตาเดินที่ทำเครื่องหมายไว้ { $count } ตา: คลิกที่ตาเดินเพื่อดูตาที่ดีกว่า
}
makruk-review-better = { $played } เสียโอกาสชนะไป { $lost }% ตาที่ดีกว่าคือ { $better }
makruk-review-marks = ?! เสียไป 5% ขึ้นไป · ? เสียไป 10% ขึ้นไป · ?? เสียไป 20% ขึ้นไป
makruk-reviewing-deeper = ทุกตาเดินมีเครื่องหมายแรกแล้ว กำลังดูลึกขึ้น: ตำแหน่งที่ { $done } จาก { $total }

## เกมที่บันทึกไว้แต่เปิดไม่ได้ (A saved game that cannot be opened)
makruk-save-syntax = ไฟล์นี้ไม่ใช่ไฟล์เกมที่ถูกต้อง: { $detail }
makruk-save-not-makruk = ไฟล์นี้ไม่ใช่เกมหมากรุก
makruk-save-newer = ไฟล์นี้บันทึกด้วยแอปรุ่นใหม่กว่า (รูปแบบ { $found })
makruk-save-bad-version = ไม่มีรูปแบบรุ่น { $found }
makruk-save-counting = การนับ '{ $detail }' ไม่ใช่ทั้งแบบอัตโนมัติและแบบดั้งเดิม
makruk-save-player = ผู้เล่น{ $color } '{ $detail }' ไม่ใช่ทั้งคนและระดับของคอมพิวเตอร์
makruk-save-name = ชื่อผู้เล่น{ $color }ว่างหรือยาวเกินไป
makruk-save-move = เดินตาที่ { $ply } ไม่ได้: { $detail }
makruk-save-after-end = ตาที่ { $ply } อยู่หลังจากเกมจบไปแล้ว
makruk-save-count = การนับก่อนตาที่ { $ply } ผิดกติกา: { $detail }
makruk-save-count-order = ลำดับขั้นตอนการนับไม่ถูกต้อง (ตาที่ { $ply })
makruk-save-position = ตำแหน่งที่บันทึกไว้ไม่ใช่ตำแหน่งที่การเดินนำไป
makruk-save-outcome = ผลที่บันทึกไว้ไม่ตรงกับผลของการเดิน
makruk-save-ending = การจบเกม '{ $detail }' ไม่ใช่แบบที่แอปนี้บันทึก
makruk-save-clock = นาฬิกามีเวลามากกว่าที่เกมหนึ่งจะมีได้

## ไฟล์ PGN ที่นำเข้าไม่ได้ (A PGN file that cannot be imported)
makruk-pgn-where = เกมที่ { $game } บรรทัดที่ { $line }: { $why }
makruk-pgn-variant = เกมนี้คือ '{ $variant }' ไม่ใช่หมากรุก
makruk-pgn-tag = '{ $tag }' ไม่ใช่แท็กแบบ [Name "value"]
makruk-pgn-comment = ความเห็นที่เปิดด้วย {"{"} ไม่มีการปิด
makruk-pgn-brackets = วงเล็บของตาเดินทางเลือกไม่ครบคู่

## การตั้งค่า (Settings)
makruk-pieces = ตัวหมาก
makruk-pieces-thai = รูปหมากไทย
makruk-pieces-western = รูปหมากสากลพร้อมตัวอักษร
makruk-board = กระดาน
makruk-board-plain = สีเดียวมีเส้นตาราง (แบบดั้งเดิม)
makruk-board-chequered = ลายตาหมากรุก
makruk-notation = การบันทึกตาเดิน
makruk-notation-san = SAN สากล (Nd2, e6=M)
makruk-notation-thai = แบบไทย (มง๒, จ๖=ม็)
makruk-animation = ตัวหมากเลื่อนไปบนกระดานอย่างนุ่มนวล

## กติกา (The rules overlay)
makruk-rules-button = กติกา (F1)
makruk-rules-close = ปิด
makruk-rules-title = กติกาหมากรุก
makruk-rules-contents = สารบัญ
makruk-rules-in-game = ในเกมนี้: { $mode }
makruk-rules-board-title = กระดานและการตั้งหมาก
makruk-rules-board-body = หมากรุกเล่นกันสองคนบนกระดาน 8 × 8 ช่อง ตามแบบดั้งเดิมกระดานเป็นสีเดียวทั้งกระดานและมีเส้นคั่นระหว่างช่อง ฝ่ายขาวอยู่ด้านล่างและเดินก่อน แต่ละฝ่ายมีขุนหนึ่งตัว เม็ดหนึ่งตัว โคนสองตัว ม้าสองตัว เรือสองลำ และเบี้ยแปดตัว เบี้ยตั้งอยู่ที่แถวที่สามนับจากฝั่งของแต่ละฝ่าย เม็ดของแต่ละฝ่ายอยู่ในแนวตั้งเดียวกับขุนของอีกฝ่าย หันหน้าเข้าหากัน
makruk-rules-board-caption = ตำแหน่งเริ่มต้น: ขุนฝ่ายขาวอยู่ที่ d1 ขุนฝ่ายดำอยู่ที่ e8
makruk-rules-khun-title = ขุน
makruk-rules-khun-body = ขุนเดินได้ทีละหนึ่งช่องไปทางใดก็ได้ทั้งแปดทิศ ห้ามปล่อยขุนไว้ในที่ที่หมากของฝ่ายตรงข้ามกินได้ หมากรุกไม่มีการเข้าป้อม
makruk-rules-khun-caption = ขุนที่ d4 กับแปดช่องที่เดินไปได้
makruk-rules-met-title = เม็ด
makruk-rules-met-body = เม็ดเดินทแยงได้ทีละหนึ่งช่องไปทางใดก็ได้ทั้งสี่ทิศ เป็นหมากที่มีกำลังไม่มาก ใช้ได้ดีที่สุดเมื่ออยู่ใกล้ขุนของตน
makruk-rules-met-caption = เม็ดที่ d4 เดินได้สี่ช่องตามแนวทแยง
makruk-rules-khon-title = โคน
makruk-rules-khon-body = โคนเดินทแยงได้ทีละหนึ่งช่องไปทางใดก็ได้ หรือเดินตรงไปข้างหน้าหนึ่งช่องเข้าหาฝ่ายตรงข้าม โคนถอยหลังตรง ๆ หรือเดินออกด้านข้างไม่ได้
makruk-rules-khon-caption = โคนที่ d4: ทแยงได้สี่ทิศ และตรงไปข้างหน้าหนึ่งช่อง
makruk-rules-ma-title = ม้า
makruk-rules-ma-body = ม้าเดินแบบเดียวกับม้าในหมากรุกสากล: ตรงไปสองช่องแล้วออกด้านข้างหนึ่งช่อง และกระโดดข้ามหมากที่อยู่ระหว่างทางได้ทุกตัว
makruk-rules-ma-caption = ม้าที่ d4 เดินไปได้แปดช่อง
makruk-rules-ruea-title = เรือ
makruk-rules-ruea-body = เรือเดินตรงตามแนวนอนหรือแนวตั้งได้กี่ช่องก็ได้ จนถึงหมากตัวแรกที่ขวางอยู่ ถ้าหมากตัวนั้นเป็นของฝ่ายตรงข้ามก็กินได้ เรือเป็นหมากที่มีกำลังมากที่สุดบนกระดาน
makruk-rules-ruea-caption = เรือที่ d4 เดินได้ตลอดแนวนอนและแนวตั้ง
makruk-rules-bia-title = เบี้ย
makruk-rules-bia-body = เบี้ยเดินตรงไปข้างหน้าทีละหนึ่งช่องเข้าช่องที่ว่าง และกินทแยงไปข้างหน้าหนึ่งช่อง เบี้ยเดินทีเดียวสองช่องไม่ได้ และไม่มีการกินผ่าน
makruk-rules-bia-caption = เบี้ยที่ d4 เดินไป d5 หรือกินที่ e5 ได้
makruk-rules-promotion-title = เบี้ยหงาย
makruk-rules-promotion-body = เบี้ยที่เดินหรือกินไปถึงแถวที่หก (แถวที่สามสำหรับฝ่ายดำ) จะถูกหงายทันทีและกลายเป็นเม็ด เรียกว่าเบี้ยหงาย จากนั้นเดินอย่างเม็ด
makruk-rules-promotion-caption = เบี้ยเดินไป e6 และหงายเป็นเม็ด
makruk-rules-mate-title = รุก รุกจน และอับ
makruk-rules-mate-body = ขุนที่อาจถูกกินได้คือขุนที่ถูกรุก และฝ่ายนั้นต้องแก้รุกทันที ฝ่ายที่ถูกรุกแล้วไม่มีตาเดินใดหนีรุกได้ถือว่าถูกรุกจนและแพ้ ฝ่ายที่ไม่ถูกรุกแต่ไม่มีตาเดินที่ถูกกติกาเลยถือว่าอับ: เกมเสมอ
makruk-rules-mate-caption = เรือเดินไป b8 เป็นรุกจน: ขุนฝ่ายดำไม่มีช่องหนี
makruk-rules-draws-title = การเสมอแบบอื่น
makruk-rules-draws-body = เกมเสมอเมื่อเหลือเพียงขุนสองตัว เมื่อตำแหน่งเดิมเกิดขึ้นเป็นครั้งที่สามโดยถึงตาฝ่ายเดียวกันเดิน เมื่อนับครบกำหนด หรือเมื่อผู้เล่นทั้งสองตกลงเสมอกัน
makruk-rules-draws-caption = เหลือขุนสองตัว: เสมอ
makruk-rules-board-honour-title = นับศักดิ์กระดาน
makruk-rules-board-honour-body = เมื่อไม่มีเบี้ยที่ยังไม่หงายเหลืออยู่บนกระดาน และทั้งสองฝ่ายยังมีหมากอื่นนอกจากขุน ฝ่ายที่เป็นรองจะนับตาเดินเริ่มจาก 1: ฝ่ายที่เป็นต่อต้องรุกให้จนภายใน 64 ตา มิฉะนั้นเกมเสมอ
makruk-rules-board-honour-caption = ไม่เหลือเบี้ยแล้ว: เริ่มนับ 64 ตาได้
makruk-rules-pieces-honour-title = นับศักดิ์หมาก
makruk-rules-pieces-honour-body = เมื่อฝ่ายหนึ่งเหลือเพียงขุนตัวเดียว และไม่มีเบี้ยที่ยังไม่หงายเหลืออยู่ ฝ่ายนั้นเป็นผู้นับ โดยเริ่มนับจากจำนวนตัวหมากบนกระดาน (รวมขุนทั้งสองตัว) บวกหนึ่ง ฝ่ายที่เป็นต่อต้องรุกให้จนก่อนที่การนับจะเกินกำหนด ซึ่งกำหนดตามหมากที่ฝ่ายที่เป็นต่อมีอยู่ตอนเริ่มนับ ให้อ่านตารางจากบนลงล่าง: ใช้บรรทัดแรกที่ตรงกับหมากที่มี
makruk-rules-pieces-honour-caption = ขุนกับเรือต่อขุนตัวเดียว: มีหมากสามตัว จึงเริ่มนับที่ 4 และนับไปถึง 16
makruk-rules-table-material = ฝ่ายที่เป็นต่อมี
makruk-rules-table-limit = นับได้ถึง (ตา)
makruk-rules-table-two-rueas = เรือสองลำ
makruk-rules-table-one-ruea = เรือหนึ่งลำ
makruk-rules-table-two-khons = ไม่มีเรือ มีโคนสองตัว
makruk-rules-table-one-khon = ไม่มีเรือ มีโคนหนึ่งตัว
makruk-rules-table-two-mas = ไม่มีเรือและโคน มีม้าสองตัว
makruk-rules-table-one-ma = ไม่มีเรือและโคน มีม้าหนึ่งตัว
makruk-rules-table-mets = มีแต่เม็ด (รวมทั้งเบี้ยหงาย)
makruk-rules-counting-title = การนับ: อัตโนมัติหรือแบบดั้งเดิม
makruk-rules-counting-body = ในการนับแบบอัตโนมัติ แอปจะนับให้เองทุกครั้ง ในการนับแบบดั้งเดิม ฝ่ายที่เป็นรองนับออกเสียงเหมือนเล่นบนกระดานจริง: เมื่อเริ่มนับได้ ผู้เล่นที่ถึงตาเดินกดปุ่ม “เริ่มนับ” และจะหยุดนับเมื่อใดก็ได้ (การนับครั้งใหม่จะเริ่มจาก 1 อีกครั้ง) ถ้าฝ่ายที่กำลังนับเป็นฝ่ายรุกจน ถือว่าเสมอ แอปจึงถามก่อนเดินตาเช่นนั้น นับศักดิ์หมากเริ่มขึ้นเองเมื่อฝ่ายใดเหลือขุนตัวเดียว และผู้นับอาจเลือกนับศักดิ์กระดานที่นับอยู่ต่อไปแทนได้ ถ้าการนับนั้นจะครบก่อน

## ตาเดินที่เดินไม่ได้และเหตุผล (A move that is not allowed, and why)
makruk-refused-no-piece = ไม่มีตัวหมากอยู่ในช่องนั้นให้เดิน
makruk-refused-not-yours = ตัวหมากนั้นเป็นของฝ่ายตรงข้าม
makruk-refused-own-piece = มีตัวหมากของคุณเองอยู่ที่ช่องนั้น
makruk-refused-khun = ขุนเดินได้ทีละหนึ่งช่องเท่านั้น ไปทางใดก็ได้
makruk-refused-met = เม็ดเดินทแยงได้ทีละหนึ่งช่องเท่านั้น
makruk-refused-khon = โคนเดินทแยงได้หนึ่งช่อง หรือเดินตรงไปข้างหน้าหนึ่งช่อง แต่ถอยหลังตรง ๆ หรือเดินออกด้านข้างไม่ได้เลย
makruk-refused-ma = ม้าเดินตรงไปสองช่องแล้วออกด้านข้างหนึ่งช่อง
makruk-refused-ruea = เรือเดินได้ตามแนวนอนหรือแนวตั้งเท่านั้น
makruk-refused-bia = เบี้ยเดินตรงไปข้างหน้าหนึ่งช่อง และกินทแยงไปข้างหน้าหนึ่งช่อง
makruk-refused-bia-blocked = เบี้ยเดินไปข้างหน้าได้เฉพาะเข้าช่องที่ว่าง ส่วนการกินต้องกินทแยง
makruk-refused-bia-takes = เบี้ยเดินทแยงได้เฉพาะตอนกินตัวหมากเท่านั้น
makruk-refused-blocked = มีตัวหมากขวางทางอยู่: เรือกระโดดข้ามไม่ได้
makruk-refused-in-check = ขุนของคุณถูกรุกอยู่: ตาเดินนี้ไม่ได้แก้รุก
makruk-refused-exposes-khun = ถ้าเดินตานั้น ขุนของคุณจะถูกรุก

## The statistics screen, the game chooser and the resume prompt

makruk-statistics-player = ผู้เล่น
makruk-statistics-won = ชนะ
makruk-statistics-title = หมากรุก
makruk-statistics-colour = สี
makruk-statistics-opponent = ฝ่ายตรงข้าม
makruk-statistics-drawn = เสมอ
makruk-statistics-lost = แพ้
makruk-statistics-person = คน
makruk-game = หมากรุก
makruk-game-line = หมากรุกไทยสำหรับสองคน พร้อมกติกาการนับ
makruk-resume-detail = เกมหมากรุกล่าสุดของคุณยังเล่นไม่จบ: { $players } เดินไปแล้ว { $moves } ตา
makruk-resume = เล่นหมากรุกต่อ

## PGN's dialogs

makruk-import-title = นำเข้าเกมหมากรุก (PGN)
makruk-export-title = ส่งออกเกมหมากรุกเป็น PGN
makruk-paste-pgn-hint = กด { $keys } เพื่อวางเกมหมากรุกที่คัดลอกมาจากเว็บไซต์หรือโปรแกรมอื่นลงที่นี่ แล้วกด “นำเข้า”

## What a screen reader hears as a move is played (the live region), and typed moves
makruk-said-move = { $side }: { $piece } จาก { $from } ไป { $to }
makruk-said-takes = { $side }: { $piece } จาก { $from } กิน{ $taken }ที่ { $to }
makruk-said-promotes = หงายเป็นเม็ด
makruk-said-check = รุก
makruk-said-mate = รุกจน
makruk-said-viewing = ตาที่ { $number }: { $move }
makruk-said-start = ตำแหน่งเริ่มต้น
makruk-focus-board = ใช้แป้นบนกระดาน
makruk-view-back = ย้อนกลับหนึ่งตา
makruk-view-next = ไปข้างหน้าหนึ่งตา
makruk-type-move = พิมพ์ตาเดิน
makruk-type-move-hint = มง๒, Nf3 หรือ e3e4
makruk-typed-empty = พิมพ์ตาเดินก่อน เช่น มง๒ หรือ e3e4
makruk-typed-not-a-move = “{ $text }” ไม่ใช่ตาเดิน: พิมพ์แบบ มง๒, Nf3 หรือ e3e4
makruk-typed-illegal = { $text } เดินไม่ได้ในตำแหน่งนี้
makruk-typed-not-now = { $text }: ตอนนี้ยังไม่ใช่ตาเดินของคุณ
makruk-typed-ambiguous = { $text } ตรงกับตาเดินได้มากกว่าหนึ่งตา: บอกแนวตั้งหรือแถวที่ตัวหมากออกเดินด้วย เช่น Nbd2

## The heading of Makruk's part of the settings screen
game-makruk = หมากรุก
## The board's marks on a square, as a screen reader reads it: "white ma on d2, White moved here"
makruk-square-marked = { $square } { $mark }
makruk-moved-from = { $color }เดินออกจากช่องนี้
makruk-moved-to = { $color }เดินมาช่องนี้
makruk-square-check = ถูกรุก

## A count past its limit while the game goes on
makruk-count-run-out = นับครบแล้ว: เดินตานี้แล้วเกมเสมอ

## After a refusal that names a piece: the letter the move list writes it with
makruk-piece-letter = ในการเดิน { $piece } เขียนว่า { $letter }
## Resign asks first
makruk-resign-question = ยอมแพ้เกมนี้หรือไม่ เกมจะจบทันทีโดยนับเป็นแพ้
makruk-resign-yes = ใช่ ยอมแพ้
makruk-keep-playing = เล่นต่อ

## เรียนรู้จากเกมของคุณ
makruk-learn-why-mate-missed = การเดินที่ดีกว่าคือรุกจน เกมนี้จะเป็นของคุณทันที
makruk-learn-why-piece-hanging = การเดินนั้นทิ้งตัวหมากไว้ให้อีกฝ่ายกินได้ฟรี หรือได้มาโดยเสียน้อยกว่าค่าของตัวหมากนั้น
makruk-learn-why-promotion-delayed = เบี้ยที่เดินถึงแถวที่หกจะกลายเป็นเบี้ยหงายและเดินเหมือนเม็ด การเดินที่ดีกว่าหงายเบี้ยตอนนี้เลยก่อนที่จะถูกขวาง
makruk-learn-why-counting-missed = การกินเบี้ยตัวสุดท้ายทำให้ฝ่ายที่เสียเปรียบนับได้ ฝ่ายที่ได้เปรียบต้องรุกจนให้ได้ก่อนนับครบ ไม่เช่นนั้นเกมจะเสมอ
makruk-learn-to-move = ตาของ { $name } ({ $side }) ในเกมเดิน: { $played }
makruk-learn-right-plain = ตาเดินนี้รักษาโอกาสชนะไว้ได้ดีที่สุด
makruk-learn-wrong = ไม่ใช่ตานี้ ตาเดินที่ดีกว่าแสดงไว้บนกระดาน: { $better } โอกาสชนะ { $chance }% ตาเดินในเกม { $played } ให้โอกาสชนะ { $given }%
makruk-learn-wrong-lost = ไม่ใช่ตานี้ ตาเดินที่ดีกว่าแสดงไว้บนกระดาน: { $better } เมื่อเทียบกับตานั้น ตาเดินในเกม { $played } เสียโอกาสชนะไป { $lost }%
makruk-learn-why-capture-missed = ตาเดินที่ดีกว่ากินหมากที่อีกฝ่ายเอาคืนในราคาเท่ากันไม่ได้ ได้เปรียบไปเปล่า ๆ
makruk-learn-kind-mate-missed = พลาดการรุกจน
makruk-learn-kind-piece-hanging = ทิ้งหมากให้ถูกกิน
makruk-learn-kind-promotion-delayed = ได้เบี้ยหงายช้าไป
makruk-learn-kind-counting-missed = พลาดโอกาสนับ
makruk-learn-kind-capture-missed = พลาดการกินฟรี
makruk-learn-yours = ตาเดินของคุณ { $move } ให้โอกาสชนะ { $chance }%
makruk-learn-line = ในเกม จากตรงนี้: { $moves }
