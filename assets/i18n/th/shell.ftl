# The window's shell — ภาษาไทย: the app's name, the language picker, files, notices
# and settings. Every message must exist in every language; the games' own words
# are in one file per game beside this one (dhayam.ftl).

app-name = ทายัม
no-display = ไม่มีจอแสดงผล: ตั้งค่า DISPLAY หรือ WAYLAND_DISPLAY หรือใช้ dhayam-cli

## Buttons and controls

language = ภาษา

## Errors: replays, saved games and settings

settings-unreadable = อ่าน { $path } ไม่ได้: { $message } ใช้การตั้งค่าเริ่มต้นแทน
settings-moved-aside = ไฟล์การตั้งค่าเสียหาย ({ $reason }) เก็บไว้เป็น { $path } และใช้การตั้งค่าเริ่มต้นแทน
settings-value-reset = การตั้งค่า “{ $key }” มีค่าผิดจึงถูกรีเซ็ต
settings-unknown-key = ไม่รู้จักการตั้งค่า “{ $key }” จึงข้ามไป
settings-kept-copy = เก็บไฟล์การตั้งค่าตามที่เป็นอยู่เดิมไว้ที่ { $path }

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
sound = เสียง
sound-volume = ระดับเสียง
sound-muted = ปิดเสียง
sound-muted-hint = ไม่มีเสียง (ระหว่างเล่น กด M เพื่อปิดหรือเปิดเสียง)
statistics = สถิติ…
statistics-title = สถิติ
statistics-empty = ยังไม่มีเกมที่เล่นจบ ตัวเลขจะปรากฏที่นี่หลังจบแต่ละเกม
statistics-reset = ล้างสถิติ…
statistics-reset-ask = ล้างตัวเลขทั้งหมดหรือไม่? ทำแล้วย้อนกลับไม่ได้
statistics-reset-yes = ล้าง
statistics-reset-no = เก็บไว้
statistics-close = ปิด
statistics-unreadable = อ่านไฟล์สถิติ { $path } ไม่ได้: { $message } เกมยังคงถูกนับ แต่จะไม่บันทึกลงไฟล์นั้น
statistics-moved-aside = ไฟล์สถิติเสียหาย ({ $reason }) เก็บไว้เป็น { $path } และเริ่มนับใหม่
statistics-not-saved = บันทึกสถิติไม่ได้ { $reason }
open-title = เปิดเกมทายัม
save-title = บันทึกเกมทายัม
file-type = เกมทายัม
untitled = เกมที่ยังไม่ได้บันทึก
open-failed = เปิด { $file } ไม่ได้ { $reason }
save-failed = บันทึก { $file } ไม่ได้ { $reason }
autosave-failed = บันทึกเกมอัตโนมัติไม่ได้ { $reason }
autosave-from-backup = ไฟล์บันทึกอัตโนมัติเสียหาย ({ $reason }) จึงเล่นต่อจากสำเนาก่อนหน้านั้น
autosave-elsewhere = ทายัมเปิดอยู่ในอีกหน้าต่างหนึ่งด้วย หน้าต่างนี้จะไม่บันทึกเกมอัตโนมัติ เพื่อไม่ให้เขียนทับเกมของหน้าต่างนั้น ถ้าต้องการเก็บเกมไว้ ให้ใช้ “บันทึก”
settings-not-saved = บันทึกการตั้งค่าไม่ได้ { $reason }
dismiss = ปิด
shell-cancel = ยกเลิก
resume-title = เล่นเกมเดิมต่อหรือไม่?
resume = เล่นต่อ
system-language = ภาษาของระบบ
window-size = ขนาดหน้าต่าง
window-width = ความกว้าง (พอยต์)
window-height = ความสูง (พอยต์)

## Choosing a game, and PGN

file-new-game = เกมใหม่…
chooser-title = เล่นเกมไหนดี?
last-played = เล่นล่าสุด
import-pgn = นำเข้า PGN…
export-pgn = ส่งออก PGN…
pgn-file-type = เกม PGN
import-failed = นำเข้า { $file } ไม่ได้ { $reason }
export-failed = ส่งออก { $file } ไม่ได้ { $reason }
pgn-empty = ไฟล์นี้ไม่มีเกมอยู่เลย
exported = ส่งออกเกมไปที่ { $file } แล้ว
copy-pgn = คัดลอกเกมเป็น PGN
copied-pgn = คัดลอกเกมเป็น PGN แล้ว นำไปวางในโปรแกรมอื่นได้ หรือวางกลับมาที่นี่ด้วย “วาง PGN”
paste-pgn = วาง PGN…
paste-pgn-title = นำเข้าเกมที่วาง (PGN)
paste-pgn-import = นำเข้า
paste-failed = นำเข้าเกมที่วางไม่ได้ { $reason }
paste-empty = ข้อความที่วางไม่มีเกมอยู่เลย
notice-details = รายละเอียด: { $detail }
reason-not-found = ไม่มีไฟล์นี้ อาจถูกย้าย เปลี่ยนชื่อ หรือลบไปแล้ว
reason-permission-denied = ไม่ได้รับอนุญาต บัญชีนี้อ่านหรือเขียนที่นั่นไม่ได้
reason-is-a-folder = นั่นเป็นโฟลเดอร์ ไม่ใช่ไฟล์
reason-not-a-folder = บางส่วนของเส้นทางเป็นไฟล์ ไม่ใช่โฟลเดอร์
reason-read-only = ดิสก์นี้อ่านได้อย่างเดียว เขียนไม่ได้
reason-disk-full = ดิสก์เต็ม
reason-bad-name = ใช้ชื่อไฟล์นี้ที่นั่นไม่ได้
reason-io-other = ระบบอ่านหรือเขียนไฟล์ไม่ได้
reason-ends-early = ไฟล์จบกลางคัน อาจถูกตัดขาดระหว่างคัดลอกหรือบันทึก
reason-too-large = ไฟล์มีขนาด { $bytes } ไบต์ ใหญ่เกินกว่าที่ควรจะเป็นมาก
reason-not-text = ไฟล์นี้ไม่ใช่ข้อความ อาจเป็นรูปภาพ ไฟล์บีบอัด หรือไฟล์ของโปรแกรมอื่น
reason-damaged = ไฟล์เสียหาย หรือไม่ใช่ไฟล์เกม
save-first-title = บันทึกเกมนี้ก่อนไหม?
save-first-detail = เกมนี้ในสภาพปัจจุบันยังไม่ได้บันทึกลงไฟล์ใด ถ้าไปต่อโดยไม่บันทึก เกมนี้จะเหลืออยู่แค่ในการบันทึกอัตโนมัติ จนกว่าเกมถัดไปชนิดเดียวกันจะเข้ามาแทนที่
discard = ทิ้ง
dialog-unavailable = เปิดหน้าต่างเลือกไฟล์ของระบบไม่ได้ (ระบบนี้ไม่มีทั้ง desktop portal และ zenity) ให้พิมพ์ที่อยู่ของไฟล์ในหน้าต่างของโปรแกรมเองแทน
path-dialog-line = พิมพ์ที่อยู่เต็มของไฟล์ รวมทั้งโฟลเดอร์ทั้งหมด โดยเริ่มจากโฟลเดอร์ที่คุณใช้ครั้งล่าสุด
path-dialog-label = ที่อยู่ของไฟล์
path-open = เปิด
path-import = นำเข้า
path-export = ส่งออก
path-empty = พิมพ์ที่อยู่ก่อน
path-missing = ไม่มีไฟล์อยู่ที่ที่อยู่นี้
path-is-folder = ที่อยู่นี้เป็นโฟลเดอร์ ให้เติมชื่อไฟล์ต่อท้าย
path-no-folder = ไม่มีโฟลเดอร์ { $folder }

## The guided tutorial, the same for every game
tutorial-button = เรียนวิธีเล่น
tutorial-lessons = บทเรียน
tutorial-next = ถัดไป
tutorial-back = ย้อนกลับ
tutorial-show-me = แสดงให้ดู
tutorial-leave = ออกจากบทเรียน
tutorial-step = ขั้นที่ { $n } จาก { $total }
tutorial-not-that-move = เดินแบบนั้นได้ แต่ขั้นนี้ให้เดินอีกแบบ ดูช่องที่ทำเครื่องหมายไว้
tutorial-read-on = อ่านข้อความ แล้วกด “ถัดไป”
tutorial-lesson-done = จบบทเรียนแล้ว!
tutorial-new-setup = ขั้นนี้จัดกระดานใหม่
tutorial-next-lesson = บทเรียนถัดไป
tutorial-skip = ข้ามบทเรียน
tutorial-exercise = แบบฝึกหัด
tutorial-exercise-start = เล่นแบบฝึกหัด
tutorial-exercise-retry = ลองอีกครั้ง
tutorial-exercise-back = กลับไปที่บทเรียน

## The keys screen (?): every key of the window, the game and the board
keys = ปุ่มลัด…
keys-title = ปุ่มลัด
keys-window = หน้าต่าง
keys-game = เกมนี้
keys-board = บนกระดาน
keys-screens = ในบทเรียน กติกา การทบทวน และแบบฝึกหัด
keys-arrows = ปุ่มลูกศร
keys-board-arrows = ไปทีละช่อง แต่ละช่องจะอ่านออกเสียงพร้อมสิ่งที่อยู่บนช่อง
keys-board-enter = เล่นบนช่องที่เลือกอยู่: หยิบ วาง หรือเดินเบี้ย
keys-board-escape = วางตัวหมากที่หยิบไว้คืนที่เดิม
keys-board-tab = เมื่อยังไม่มีสิ่งใดถูกเลือก ไปที่ตัวหมากหรือเบี้ยตัวแรกที่เดินได้ แล้วตัวถัดไป หลังตัวสุดท้ายจึงไปที่แถบด้านบนและปุ่มข้างกระดาน
keys-zoom = ขยาย ย่อ ขนาดปกติ
keys-mute = ปิดหรือเปิดเสียง
keys-this-list = รายการปุ่มลัดนี้
read-position = อ่านตำแหน่งทั้งหมดออกเสียง
read-last-moves = อ่านตาเดินล่าสุดออกเสียง
ui-scale = ขนาดของทุกอย่าง
ui-scale-hint = ระหว่างเล่นใช้ Ctrl + และ Ctrl − เปลี่ยนขนาด Ctrl 0 กลับเป็น 100%
contrast = สี
contrast-standard = ปกติ
contrast-high = ความต่างสีสูง
contrast-hint = ความต่างสีสูง: ตัวอักษรขาวบนพื้นดำ กระดานหมากรุกไทยสีเทาระหว่างตัวหมากขาวและตัวหมากดำ เบี้ยสีสว่างขึ้น
motion = การเคลื่อนไหว
motion-system = ตามที่ระบบตั้งไว้
motion-full = เต็มที่
motion-reduced = ลดลง
motion-hint = ลดลง: ตัวหมากและเบี้ยวางลงทันทีและลูกเต๋าไม่กลิ้ง คอมพิวเตอร์ยังหยุดรอระหว่างตาของมัน
keys-close = ปิด

## Issue 62
saved = บันทึก { $file } แล้ว
replace-title = มี { $file } อยู่แล้ว จะแทนที่หรือไม่
replace-detail = สิ่งที่อยู่ในไฟล์ตอนนี้จะหายไป
replace = แทนที่
notice-log = การแจ้งเตือน ({ $count })
notice-log-title = การแจ้งเตือน
notice-log-empty = ยังไม่มีการแจ้งเตือน
dont-save = ไม่บันทึก
recent-autosave = บันทึกอัตโนมัติ: { $game }
# A file refused for one damaged entry (a ply of Dhayam, a move of Makruk): its game up to the entry before it.
damaged-title = { $file }: รายการที่ { $entry } จาก { $entries } รายการเสียหาย
damaged-detail = เกมอ่านได้ถึงรายการที่ { $last } จะเปิดถึงตรงนั้นหรือไม่ ไฟล์ที่เสียหายจะไม่ถูกแก้ไข เมื่อบันทึกจะถามชื่อไฟล์ใหม่
damaged-open = เปิดถึงรายการที่ { $last }
damaged-opened = เปิด { $file } ถึงรายการที่ { $last } จาก { $entries } แล้ว ตัวไฟล์ไม่ถูกแก้ไข
copied-fen = คัดลอกตำแหน่งเป็น FEN แล้ว นำไปวางในโปรแกรมอื่นได้ หรือวางในเกมใหม่เพื่อเริ่มจากตำแหน่งนี้

## Learn from your games (issue 66)
practise = ฝึกซ้อม…
# The exercises' screen, in both games alike.
learn = เรียนรู้จากเกมนี้
learn-title = เรียนรู้จากเกมนี้
learn-practise-title = ฝึกซ้อม
learn-finding = กำลังหาการตัดสินใจที่เสียมากที่สุด…
learn-none = ในเกมนี้ไม่มีการตัดสินใจของผู้เล่นคนใดที่เสียโอกาสอย่างชัดเจน จึงไม่มีอะไรให้เรียนรู้
learn-none-due = วันนี้ไม่มีแบบฝึกหัดที่ถึงกำหนด
learn-row = { $name }: เกมวันที่ { $date } กับ { $opponents }
learn-ask = หาตาเดินที่ดีกว่า
learn-right = ถูกต้อง: { $move }
learn-show-me = ให้ดูหน่อย
learn-back = กลับ
learn-type = พิมพ์คำตอบของคุณ
learn-summary = สิ่งที่มักพลาดซ้ำ
learn-lesson = บทที่ { $n }: { $title }
learn-yours-finding = กำลังคำนวณโอกาสของตาเดินของคุณ…
learn-line-next = เกมเดินต่อไป
