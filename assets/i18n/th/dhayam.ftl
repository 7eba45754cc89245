# Dhayam — ภาษาไทย

app-name = ทายัม (Dhayam)

## Buttons and controls

throw = ทอย
undo = ย้อนกลับ
new-game = เกมใหม่
play-again = เล่นอีกครั้ง
start = เริ่ม
cancel = ยกเลิก
new-seed = ซีดใหม่
auto-move = เดินอัตโนมัติ
auto-move-hint = เดินให้เองเมื่อมีทางเดินที่ถูกกติกาเพียงทางเดียว
practice = ฝึกซ้อม
practice-hint = ให้ย้อนกลับได้แม้มีคอมพิวเตอร์ร่วมเล่น
fast-forward = เร่งคอมพิวเตอร์
fast-forward-hint = ตาของคอมพิวเตอร์เล่นทันที ไม่มีหยุดรอและไม่มีภาพเคลื่อนไหว
animation = ภาพเคลื่อนไหว
undo-hint = ย้อนการเดินครั้งล่าสุด (ผลทอยยังคงเดิม)
throw-hint = ทอยลูกเต๋าทั้งสองลูก (Space หรือคลิกที่ลูกเต๋า)
speed-off = ปิด
speed-slow = ช้า
speed-normal = ปกติ
speed-fast = เร็ว
language = ภาษา
rules-button = กติกา
rules-hint = วิธีเล่นทายัม (F1)

## Side panel

how-to-play = วิธีเล่น
help-dice = ทอยลูกเต๋ายาวสองลูก: ค่าที่ได้คือผลรวมของหน้าด้านบน ถ้าว่างทั้งคู่นับเป็น 12
help-enter = ทอยได้ 1 จึงนำเบี้ยใหม่ลงช่องบ้านได้ เบี้ยที่ถูกกินกลับลงได้เมื่อทอยได้ 1 หรือ 5
help-click = คลิกเบี้ยที่มีวงล้อม หรือช่องที่มีกรอบซึ่งเบี้ยจะไปถึง ชี้เมาส์ค้างไว้เพื่อดูเส้นทาง
help-cut = เดินไปลงบนเบี้ยคู่แข่งที่อยู่ตัวเดียวในช่องธรรมดาเพื่อกินมัน ช่องที่มีกากบาทเป็นช่องปลอดภัย
help-gate = การกินครั้งแรกเปิดประตูของคุณ จากนั้นเบี้ยจะเดินตามลูกศรเข้าสู่วงใน
help-again = ทอยได้ 1, 5, 6 และ 12 ได้ทอยอีก ผู้ที่นำเบี้ยทุกตัวเข้าช่องกลางได้ก่อนเป็นราชา
players = ผู้เล่น
dice = ลูกเต๋า
this-turn = ตานี้:
choose-value = ค่าที่จะใช้:
human = คน
house-rules-short = กติกาบ้าน:
recent = ล่าสุด:
gate-open-short = ประตูเปิดแล้ว
level-random = สุ่ม
level-beginner = มือใหม่
level-greedy = ง่าย
level-medium = ปานกลาง
level-hard = ยาก
computer = คอมพิวเตอร์ ({ $level })
pawns-home = อยู่ช่องกลาง { $done }/{ $total }
use-value = ใช้ { $value }
value-label = ค่า { $value }
no-value = ยังไม่มีค่า
option-setting = { $option }: { $value }

## Status line

to-throw = { $name }: ทอย
throw-again = { $name }: ทอยอีกครั้ง
to-move-one = { $name }: เดินเบี้ย { $value } ช่อง
to-move-choose = { $name }: เลือกค่า แล้วเลือกเบี้ย
throwing = { $name } กำลังทอยลูกเต๋า
thinking = { $name } กำลังคิด...
cannot-use = { $name } ใช้ { $values } ไม่ได้
cut-news = { $mover } กิน { $victim } ที่ { $square }
gate-open = ประตูของ { $name } เปิดแล้ว
finished = เบี้ยทุกตัวของ { $name } อยู่ที่ช่องกลางแล้ว
is-king = { $name } เป็นราชา!

## Seats

seat-red = แดง
seat-green = เขียว
seat-yellow = เหลือง
seat-blue = น้ำเงิน

## Accessible names on the board and dice

square = ช่อง { $square }
pawn-on = { $count ->
    [one] เบี้ย{ $seat }ที่ { $square }
   *[other] เบี้ย{ $seat } { $count } ตัวที่ { $square }
}
pawn-waiting-new = เบี้ย{ $seat }รอลงกระดาน (ใหม่)
pawn-waiting-cut = เบี้ย{ $seat }รอลงกระดาน (ถูกกิน)
die = { $pips ->
    [0] ลูกเต๋า { $index } หน้าว่าง
   *[other] ลูกเต๋า { $index } ได้ { $pips }
}

## New game dialog

new-game-title = เกมใหม่
seats = ที่นั่ง
name = ชื่อ
house-rules = กติกาบ้าน
pawns-each = เบี้ยคนละ
seed = ซีดลูกเต๋า
seed-hint = ซีดเดียวกันให้ผลทอยเหมือนกัน: พิมพ์ซีดเพื่อเล่นเกมซ้ำ
seed-invalid = ซีดต้องเป็นจำนวนเต็ม
need-two-seats = เลือกอย่างน้อยสองที่นั่ง
two-must-be-opposite = ผู้เล่นสองคนต้องนั่งตรงข้ามกัน: แดงกับเหลือง หรือเขียวกับน้ำเงิน
seat-plays = { $seat } เล่น
seat-player = ผู้เล่น{ $seat }
seat-name = ชื่อผู้เล่น{ $seat }
option-turn = การเล่นแต่ละตา
option-entry = การลงเบี้ย
option-cutbonus = รางวัลการกิน
option-places = อันดับ
option-pawns = เบี้ย
option-turn-explain = ทันที: ใช้ผลทอยแต่ละครั้งก่อนทอยครั้งต่อไป สะสม: ทอยต่อไปเรื่อย ๆ เมื่อได้ 1, 5, 6, 12 แล้วจึงใช้ค่าที่สะสมไว้ตามลำดับใดก็ได้
option-entry-explain = ผลทอยใดนำเบี้ยลงกระดาน: เบี้ยใหม่ด้วย 1 เบี้ยที่ถูกกินด้วย 1 หรือ 5 (ปกติ); หลังเบี้ยตัวแรก ตัวใดก็ได้ด้วย 1 หรือ 5; หรือเฉพาะ 1
option-cutbonus-explain = การกินแต่ละครั้งได้ทอยเพิ่มอีกหนึ่งครั้ง
option-places-explain = หลังได้ราชาแล้ว เล่นต่อเพื่อชิงอันดับสองและสาม
option-pawns-explain = จำนวนเบี้ยที่ผู้เล่นแต่ละคนต้องนำเข้าช่องกลาง
turn-immediate = ทันที
turn-pooled = สะสม
entry-seed = ปกติ
entry-open5 = 1 หรือ 5 หลังตัวแรก
entry-one = เฉพาะ 1
off = ปิด
on = เปิด

## Game over

game-over = จบเกม
place = อันดับ
player = ผู้เล่น
throws = ทอย
moves = เดิน
cuts = กิน
was-cut = ถูกกิน
place-n = { $n ->
    [1] ราชา
   *[other] ที่ { $n }
}

## Errors: moves and throws

illegal-game-over = เกมจบแล้ว
illegal-not-thrown = ทอยลูกเต๋าก่อน
illegal-value-not-thrown = ไม่มีค่า { $value } รอให้ใช้
illegal-no-such-pawn = ไม่มีเบี้ย “{ $pawn }” ให้เดิน
illegal-entry-one = เบี้ยตัวนี้ต้องทอยได้ 1 จึงลงได้
illegal-entry-one-five = เบี้ยตัวนี้ต้องทอยได้ 1 หรือ 5 จึงลงได้
illegal-pawn-finished = เบี้ยที่ถึงช่องกลางแล้วจะไม่เดินอีก
illegal-past-centre = ต้องได้ค่าพอดีจึงเข้าช่องกลางได้
illegal-own-pawn = ที่ { $square } มีเบี้ยของคุณเองอยู่
illegal-must-move = มีทางเดินได้ จึงต้องใช้ผลทอยนี้
throw-move-first = ใช้ค่าที่รออยู่ก่อนแล้วจึงทอยอีก

## Errors: positions

pos-seat-count = มีผู้เล่น { $count } ที่นั่ง เกมต้องมี 2 ถึง 4
pos-not-opposite = { $first } กับ { $second } ไม่ได้นั่งตรงข้ามกัน ผู้เล่นสองคนต้องนั่งตรงข้าม
pos-pawn-count = { $seat } มีเบี้ย { $found } ตัว เกมนี้ใช้ { $expected } ตัว
pos-past-closed-gate = เบี้ย{ $seat }อยู่ที่ { $progress } ในวงใน แต่ประตูยังปิด
pos-shared-square = { $first } กับ { $second } อยู่ช่องธรรมดา { $square } ร่วมกัน
pos-cut-without-cutter = เบี้ย{ $seat }ถูกกิน แต่ยังไม่มีใครกินเลย
pos-cut-by-absent = { $seat } ถูกระบุว่ากินแล้ว แต่ไม่ได้เล่น
pos-finished-absent = { $seat } ถูกระบุว่าเข้าเส้นชัยแล้ว แต่ไม่ได้เล่น
pos-finished-without-places = มีที่นั่งถูกระบุว่าเข้าเส้นชัย แต่เกมนี้ไม่ได้เล่นชิงอันดับ
pos-finished-pawns-out = { $seat } ถูกระบุว่าเข้าเส้นชัยแล้ว แต่ยังมีเบี้ยนอกช่องกลาง
pos-finished-not-listed = เบี้ยทุกตัวของ { $seat } อยู่ช่องกลาง แต่ไม่ได้ถูกระบุว่าเข้าเส้นชัย
pos-every-seat-finished = ทุกที่นั่งถูกระบุว่าเข้าเส้นชัยแล้ว
pos-two-kings = { $first } และ { $second } เป็นราชาพร้อมกันไม่ได้
pos-throw-again-immediate = มีการทอยซ้ำค้างอยู่ แต่เล่นแบบทันที
pos-several-values = มี { $count } ค่ารออยู่ แต่แบบทันทีมีได้เพียงค่าเดียว
pos-throw-again-without-values = มีการทอยซ้ำค้างอยู่โดยไม่มีค่าสะสม
pos-too-many-values = มี { $count } ค่ารออยู่ มากกว่าที่หนึ่งตาจะเก็บได้
pos-to-move-absent = ถึงตา { $seat } แต่ไม่ได้เล่น
pos-to-move-finished = ถึงตา { $seat } แต่เข้าเส้นชัยไปแล้ว

## Errors: replays, saved games and settings

replay-start = เริ่มเกมไม่ได้: { $reason }
replay-throw = ครั้งที่ { $ply }: ทอยตรงนี้ไม่ได้ { $reason }
replay-move = ครั้งที่ { $ply }: การเดิน { $mv } ผิดกติกา { $reason }
replay-past-end = ครั้งที่ { $ply } เลยจุดจบของเกม ({ $len } ครั้ง)
save-io = { $path }: { $message }
save-too-large = ไฟล์มีขนาด { $bytes } ไบต์ ใหญ่เกินไปสำหรับเกมทายัม
save-not-text = ไฟล์นี้ไม่ใช่ข้อความ
save-syntax = ไฟล์นี้ไม่ใช่ไฟล์เกมที่ถูกต้อง: { $detail }
save-not-dhayam = ไฟล์นี้ไม่ใช่เกมทายัม
save-newer-version = ไฟล์นี้บันทึกด้วยทายัมรุ่นใหม่กว่า (รูปแบบ { $found }) โปรดอัปเดตแอป
save-bad-version = ไม่มีรูปแบบรุ่น { $found }
save-bad-rules = กติกาบ้านในไฟล์ไม่ถูกต้อง: { $detail }
save-bad-seats = ที่นั่งในไฟล์ไม่ถูกต้อง: { $detail }
save-bad-ply = ครั้งที่ { $ply } (“{ $text }”) ไม่ใช่ทั้งการทอยและการเดิน
save-replay = เกมที่บันทึกไว้ผิดกติกา { $reason }
save-dice-mismatch = ผลทอยครั้งที่ { $ply } ไม่ตรงกับที่ซีดลูกเต๋าให้
save-bad-position = ตำแหน่งที่บันทึกไว้ไม่ถูกต้อง: { $detail }
save-position-mismatch = ตำแหน่งที่บันทึกไว้ “{ $stored }” ไม่ใช่ตำแหน่งที่การเดินนำไป (“{ $replayed }”)
save-outcome-mismatch = ผลที่บันทึกไว้ไม่ตรงกับตอนจบของการเดิน
settings-unreadable = อ่าน { $path } ไม่ได้: { $message } ใช้การตั้งค่าเริ่มต้นแทน
settings-moved-aside = ไฟล์การตั้งค่าเสียหาย ({ $reason }) เก็บไว้เป็น { $path } และใช้การตั้งค่าเริ่มต้นแทน
settings-value-reset = การตั้งค่า “{ $key }” มีค่าผิดจึงถูกรีเซ็ต
settings-unknown-key = ไม่รู้จักการตั้งค่า “{ $key }” จึงข้ามไป

## The rules overlay

rules-title = กติกาทายัม
rules-close = ปิด
rules-contents = สารบัญ
rules-changed = เปลี่ยนในเกมนี้
rules-usual = ปกติ: { $value }
rules-in-game = ในเกมนี้: { $value }
rules-dice-title = ลูกเต๋า
rules-dice-body = ทายัมเล่นด้วยลูกเต๋ายาวสี่ด้านสองลูก เรียกว่า ทายักกัตไต (dhayakattai) หน้าทั้งสี่เป็นหน้าว่าง 1, 2 และ 3 จุด ค่าของการทอยคือผลรวมของหน้าด้านบนทั้งสอง ถ้าว่างทั้งคู่นับเป็น 12 ดังนั้นค่าที่ได้คือ 1, 2, 3, 4, 5, 6 หรือ 12
rules-dice-caption = 1 + 2 = 3 และว่างทั้งคู่ = 12
rules-board-title = กระดาน
rules-board-body = กระดานมี 7 × 7 ช่อง ช่องกลางของแต่ละด้านคือบ้านของผู้เล่น: แดงด้านล่าง เขียวด้านขวา เหลืองด้านบน น้ำเงินด้านซ้าย ผู้เล่นสองคนนั่งตรงข้ามกัน เบี้ยแต่ละตัวเดินตามเส้นทางของตัวเองผ่านทุกช่อง: วนรอบวงนอกก่อน แล้วเข้าไปวนวงที่เล็กลงจนถึงช่องกลาง
rules-board-caption = เส้นทางของแดง จากบ้านถึงช่องกลาง
rules-enter-title = การลงเบี้ย
rules-enter-body = เบี้ยทุกตัวเริ่มอยู่นอกกระดาน เบี้ยใหม่ลงที่ช่องบ้านได้เมื่อทอยได้ 1 เท่านั้น เบี้ยที่ถูกกินกลับลงได้เมื่อทอยได้ 1 หรือ 5
rules-enter-caption = ได้ 1: เบี้ยที่รออยู่ลงที่บ้าน
rules-move-title = การเดิน
rules-move-body = เบี้ยเดินไปข้างหน้าตามเส้นทางเท่ากับค่าที่ทอยได้พอดี การทอยหนึ่งครั้งเดินเบี้ยได้ตัวเดียว แบ่งไม่ได้ เดินข้ามเบี้ยตัวอื่นได้ ถ้ามีทางเดินต้องเดิน ถ้าไม่มีผลทอยนั้นก็เสียไป ทอยได้ 1, 5, 6 และ 12 ได้ทอยอีกครั้ง
rules-move-caption = ได้ 4: เบี้ยเดินสี่ช่อง
rules-cut-title = การกินและช่องปลอดภัย
rules-cut-body = ถ้าเดินไปลงบนเบี้ยคู่แข่งในช่องธรรมดา คุณกินเบี้ยนั้น มันต้องออกจากกระดานและลงใหม่ ช่องธรรมดามีเบี้ยได้ตัวเดียว และไม่มีวันมีเบี้ยของคุณสองตัว ช่องที่มีกากบาทเป็นช่องปลอดภัย: มีเบี้ยกี่ตัวก็ได้ และไม่มีใครถูกกินที่นั่น
rules-cut-caption = แดงลงบนเหลืองและกินมัน
rules-gate-title = ประตู
rules-gate-body = เบี้ยของคุณออกจากวงนอกได้ก็ต่อเมื่อคุณกินอย่างน้อยหนึ่งครั้งแล้ว การกินครั้งแรกเปิดประตูของคุณ จากนั้นเบี้ยจะเดินตามลูกศรข้างบ้านเข้าสู่วงใน ก่อนหน้านั้นเบี้ยจะวนรอบวงนอกต่อไป
rules-gate-caption = ประตูเปิดแล้ว: เบี้ยเดินตามลูกศรเข้าข้างใน
rules-centre-title = ช่องกลาง
rules-centre-body = ต้องทอยได้ค่าพอดีจึงเข้าช่องกลางได้ การเดินที่เลยช่องกลางไม่ได้รับอนุญาต เบี้ยที่อยู่ช่องกลางแล้วถือว่าเข้าเส้นชัยและไม่เดินอีก
rules-centre-caption = ได้ 3 พาเบี้ยเข้าช่องกลางพอดี
rules-win-title = การชนะ
rules-win-body = ผู้เล่นคนแรกที่นำเบี้ยทุกตัวเข้าช่องกลางได้เป็นผู้ชนะ และเป็นราชาของเกม
rules-win-caption = เบี้ยทุกตัวอยู่ช่องกลาง: แดงเป็นราชา
rules-house-title = กติกาบ้าน
rules-house-body = แต่ละครอบครัวเล่นทายัมต่างกันเล็กน้อย กติกาเหล่านี้เลือกได้ในหน้าต่างเกมใหม่ ข้อที่เกมนี้เล่นต่างจากปกติจะมีเครื่องหมายกำกับ

## Files and settings
file-menu = ไฟล์
open-file = เปิด…
save = บันทึก
save-as = บันทึกเป็น…
save-hint = บันทึกเกมลงในไฟล์เดิม
save-as-hint = บันทึกเกมลงในไฟล์ที่คุณเลือก
recent-files = ไฟล์ล่าสุด
no-recent-files = ไม่มีไฟล์ล่าสุด
clear-recent-files = ล้างรายการ
settings = การตั้งค่า…
settings-title = การตั้งค่า
open-title = เปิดเกมทายัม
save-title = บันทึกเกมทายัม
file-type = เกมทายัม
untitled = เกมที่ยังไม่ได้บันทึก
open-failed = เปิด { $file } ไม่ได้ { $reason }
save-failed = บันทึก { $file } ไม่ได้ { $reason }
autosave-failed = บันทึกเกมอัตโนมัติไม่ได้ { $reason }
settings-not-saved = บันทึกการตั้งค่าไม่ได้ { $reason }
dismiss = ปิด
resume-title = เล่นเกมเดิมต่อไหม?
resume-detail = เกมล่าสุดของคุณยังเล่นไม่จบ: { $players } ทอยไปแล้ว { $throws } ครั้ง
resume = เล่นต่อ
system-language = ภาษาของระบบ
window-size = ขนาดหน้าต่าง
window-width = ความกว้าง (พอยต์)
window-height = ความสูง (พอยต์)
new-game-defaults = เกมใหม่เริ่มด้วย
seat-off = ไม่เล่น

## คำใบ้ โอกาสชนะ และการทบทวนเกม

hint = คำใบ้
hint-tooltip = แสดงตาเดินที่ดีที่สุดตอนนี้ และโอกาสที่จะทำให้คุณเป็นราชา (H)
hint-thinking = กำลังหาตาเดินที่ดีที่สุด...
hint-best = คำใบ้: { $move }
hint-chance = โอกาสเป็นราชา: { $percent }
hint-next = ดีรองลงมา { $move }: { $percent } ({ $difference })
win-chances = โอกาสชนะ
win-chances-setting = แสดงโอกาสชนะ
win-chances-hint = แถบในแผงด้านข้างแสดงโอกาสที่ผู้เล่นแต่ละคนจะเป็นราชา ประเมินใหม่หลังทุกตาเดิน
win-chance = { $name }: { $percent }
review = ทบทวน
review-tooltip = ดูเกมซ้ำพร้อมการประเมินทุกการตัดสินใจของคุณ
reviewing = กำลังทบทวนเกม...
review-title = ทบทวนเกม
review-back = กลับไปที่เกม
review-first = แรกสุด
review-previous = ก่อนหน้า
review-next = ถัดไป
review-last = สุดท้าย
review-decisions = การตัดสินใจ
review-none = ไม่มีการตัดสินใจให้ทบทวน: ทุกตาเดินถูกบังคับ
review-row = { $number }. { $name } เดิน { $played }
review-lost = เสีย { $loss } ตาที่ดีที่สุด { $best }
review-best-move = ตาเดินที่ดีที่สุด
review-at = ตาเดินที่ { $number } จาก { $total }
review-end = จบเกม
review-played-by = { $name } เดิน { $played }
review-error-rate = ข้อผิดพลาด: { $percent }
review-luck = โชค: { $luck }
review-luck-hint = ค่าทอยเฉลี่ยของผู้เล่นลบด้วย 3.75 ซึ่งเป็นค่าเฉลี่ยของลูกเต๋าสองลูก
review-error-hint = สัดส่วนการตัดสินใจที่ถูกทำเครื่องหมาย ?!, ? หรือ ??
review-marks = ?! เสีย 2% ขึ้นไป, ? เสีย 5% ขึ้นไป, ?? เสีย 10% ขึ้นไป
review-incomplete = หมดเวลา: การตัดสินใจช่วงท้ายยังไม่ได้ประเมิน
review-board = กระดานก่อนตาเดินที่ { $number }

## บทเรียนนำทาง
tutorial-button = เรียนวิธีเล่น
tutorial-hint = เรียนทายัมทีละขั้นบนกระดานจริง
tutorial-lessons = บทเรียน
tutorial-next = ถัดไป
tutorial-back = ย้อนกลับ
tutorial-show-me = แสดงให้ดู
tutorial-leave = ออกจากบทเรียน
tutorial-step = ขั้นที่ { $n } จาก { $total }
tutorial-not-that-move = เดินแบบนั้นได้ แต่ขั้นนี้ให้เดินอีกแบบ ดูช่องที่ทำเครื่องหมายไว้
tutorial-no-throw-now = ยังไม่ใช่ตอนนี้ ทำตามข้อความก่อน
tutorial-read-on = อ่านข้อความ แล้วกด ถัดไป
tutorial-lesson-done = จบบทเรียนแล้ว!
tutorial-next-lesson = บทเรียนถัดไป
tutorial-dice-title = ลูกเต๋ายาว
tutorial-dice-intro = ทายัมเล่นด้วยลูกเต๋ายาวสองลูก แต่ละลูกมีหน้ายาวสี่หน้า: หน้าว่าง 1, 2 และ 3 จุด การทอยนับสองหน้าที่หงายขึ้นรวมกัน
tutorial-dice-throw = ทอยลูกเต๋า: คลิกที่ลูกเต๋า หรือกด ทอย
tutorial-dice-sum = 2 กับ 1 ได้ 3 คุณยังไม่มีเบี้ยบนกระดาน และ 3 ลงเบี้ยไม่ได้ ผลทอยนี้จึงเสียไป
tutorial-dice-throw-again = ทอยอีกครั้ง
tutorial-dice-twelve = ว่างทั้งคู่! นับเป็น 12 ไม่ใช่ 0 เป็นผลทอยที่มากที่สุด และได้ทอยอีกครั้ง ผลทอยจึงมีค่า 1, 2, 3, 4, 5, 6 หรือ 12
tutorial-enter-title = การลงเบี้ย
tutorial-enter-intro = เบี้ยของคุณรออยู่ข้างช่องบ้านที่มีกากบาท เบี้ยใหม่ลงได้เมื่อทอยได้ 1 เท่านั้น ทอยเลย
tutorial-enter-one = ได้ 1! คลิกเบี้ยที่รออยู่เพื่อลงที่ช่องบ้าน
tutorial-enter-again = ได้ 1 จึงได้ทอยอีกครั้ง ทอยอีก
tutorial-enter-four = ได้ 4 ลงเบี้ยใหม่ไม่ได้ ให้เดินเบี้ยที่อยู่บนช่องบ้านไปตามเส้นทางสี่ช่อง
tutorial-enter-cut = เบี้ยที่ถูกกินจะรอแยกไว้ และกลับลงได้เมื่อทอยได้ 1 หรือ 5 คุณทอยได้ 5: นำเบี้ยที่ถูกกินกลับลงมา
tutorial-move-title = การเดินและการทอยซ้ำ
tutorial-move-intro = เบี้ยเดินไปข้างหน้าตามเส้นทางเท่ากับค่าที่ทอยได้พอดี และการทอยหนึ่งครั้งเดินเบี้ยได้ตัวเดียว ทอยเลย
tutorial-move-six = ได้ 6 เลือกเบี้ยหนึ่งตัวแล้วเดินหกช่อง
tutorial-move-again = ได้ 6 จึงได้ทอยอีกครั้ง ได้ 1, 5 และ 12 ก็เช่นกัน ทอยอีก
tutorial-move-three = ได้ 3 เดินเบี้ยหนึ่งตัวสามช่อง
tutorial-move-turn-passes = หลังทอยได้ 2, 3 หรือ 4 ตาของคุณจบ และผู้เล่นคนถัดไปทอย
tutorial-safe-title = ช่องปลอดภัย
tutorial-safe-intro = ช่องที่มีกากบาทเป็นช่องปลอดภัย: บ้านทั้งสี่ มุมทั้งสี่ของวงใน และช่องกลาง เดินเบี้ยตัวที่ไปถึงช่อง g4 ที่ทำเครื่องหมายไว้ได้
tutorial-safe-shared = เบี้ยของคุณอยู่ที่ g4 ร่วมกับเบี้ยสีเหลือง ช่องปลอดภัยมีเบี้ยกี่ตัวก็ได้ และไม่มีใครถูกกิน
tutorial-safe-own = ช่องธรรมดามีเบี้ยได้ตัวเดียว คุณจึงเดินไปจบบนเบี้ยของตัวเองไม่ได้ เดินเบี้ยตัวที่เดินได้
