# หมากรุก (หมากรุกไทย): ถ้อยคำบนหน้าจอของเกม
#
# Glossary: khun = ขุน, met = เม็ด, khon = โคน, ma = ม้า, ruea = เรือ, bia = เบี้ย,
#   promoted bia = เบี้ยหงาย, Makruk = หมากรุก, White = ฝ่ายขาว, Black = ฝ่ายดำ,
#   check = รุก, checkmate = รุกจน, stalemate = อับ, draw = เสมอ,
#   count / counting = นับ, board's honour = นับศักดิ์กระดาน,
#   pieces' honour = นับศักดิ์หมาก, the counting side = ฝ่ายที่นับ,
#   move = เดิน (the list of moves = การเดิน), square = ช่อง, board = กระดาน,
#   levels Beginner, Easy, Medium, Hard, Master = มือใหม่, ง่าย, ปานกลาง, ยาก, เซียน.

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

# The accessible name of a square and what stands on it: "เรือฝ่ายขาว ที่ช่อง a1".
makruk-piece-on = { $piece }{ $color } ที่ช่อง { $square }
makruk-square = ช่อง { $square }

## ผู้เล่นและตาเดิน (Players and the turn)
makruk-person = คน
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

## การนับ (Counting)
makruk-board-honour = นับศักดิ์กระดาน
makruk-pieces-honour = นับศักดิ์หมาก
# The count as a player says it: "นับศักดิ์กระดาน 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = ฝ่ายที่นับ: { $name }
makruk-start-count = เริ่มนับ
makruk-stop-count = หยุดนับ
makruk-keep-board-count = นับศักดิ์กระดานต่อ
makruk-mate-warning = คุณกำลังนับอยู่: ถ้ารุกจนตอนนี้จะเสมอ จะเดินตานี้หรือไม่?
makruk-play-anyway = เดินเลย
makruk-cancel = ยกเลิก

## ปุ่มและรายการตาเดิน (Buttons and the move list)
makruk-undo = ย้อนกลับ
makruk-flip = หมุนกระดาน
makruk-play-again = เกมใหม่
makruk-moves = การเดิน
makruk-computer-failed = ผู้เล่นคอมพิวเตอร์หยุดทำงาน ({ $why }) ต่อจากนี้จะเล่นที่ระดับง่าย
