# The window's shell — ภาษาไทย: the app's name, the language picker, files, notices
# and settings. Every message must exist in every language; the games' own words
# are in one file per game beside this one (dhayam.ftl).

app-name = ทายัม (Dhayam)
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
statistics-dhayam = ทายัม
statistics-player = ผู้เล่น
statistics-games = เกม (2 · 3 · 4 ที่นั่ง)
statistics-won = ชนะ
statistics-cuts-made = กินเบี้ย
statistics-cuts-suffered = ถูกกิน
statistics-throws-per-game = ทอยต่อเกม
statistics-luck = โชค
statistics-luck-hint = แต้มทอยเฉลี่ยของผู้เล่นลบด้วย 3.75 ซึ่งเป็นแต้มเฉลี่ยของลูกเต๋าสองลูก
statistics-app-dice = ลูกเต๋าของแอป: ทอย { $throws } ครั้ง
statistics-own-dice = ลูกเต๋าของคุณเอง: ทอย { $throws } ครั้ง
statistics-seen = ที่ทอยได้จริง
statistics-expected = ลูกเต๋าที่เที่ยงตรง (2, 3, 4, 3, 2, 1, 1 ใน 16)
statistics-fair = ผลทอยเหล่านี้ดูเหมือนมาจากลูกเต๋าที่เที่ยงตรง (p = { $p })
statistics-loaded = ลูกเต๋าที่เที่ยงตรงแทบจะไม่ทอยออกมาแบบนี้ (p = { $p }): ลูกเต๋าอาจไม่สมดุล
statistics-too-few = ผลทอยยังน้อยเกินไปที่จะตัดสินลูกเต๋าได้: { $throws } จาก { $needed } ครั้งที่ต้องการ
statistics-makruk = หมากรุก
statistics-colour = สี
statistics-opponent = ฝ่ายตรงข้าม
statistics-drawn = เสมอ
statistics-lost = แพ้
statistics-person = คน
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

## Choosing a game, and PGN

file-new-game = เกมใหม่…
chooser-title = เล่นเกมไหนดี?
game-dhayam = ทายัม
game-dhayam-line = เกมแข่งทอยเต๋าของชาวทมิฬ: ผู้เล่นสองถึงสี่คนแข่งกันพาเบี้ยเข้าช่องกลาง
game-makruk = หมากรุก
game-makruk-line = หมากรุกไทยสำหรับสองคน พร้อมกติกาการนับ
last-played = เล่นล่าสุด
import-pgn = นำเข้า PGN…
export-pgn = ส่งออก PGN…
import-title = นำเข้าเกมหมากรุก (PGN)
export-title = ส่งออกเกมหมากรุกเป็น PGN
pgn-file-type = เกม PGN
import-failed = นำเข้า { $file } ไม่ได้ { $reason }
export-failed = ส่งออก { $file } ไม่ได้ { $reason }
pgn-empty = ไฟล์นี้ไม่มีเกมอยู่เลย
resume-detail-makruk = เกมหมากรุกล่าสุดของคุณยังเล่นไม่จบ: { $players } เดินไปแล้ว { $moves } ตา

## The guided tutorial, the same for every game
tutorial-button = เรียนวิธีเล่น
tutorial-lessons = บทเรียน
tutorial-next = ถัดไป
tutorial-back = ย้อนกลับ
tutorial-show-me = แสดงให้ดู
tutorial-leave = ออกจากบทเรียน
tutorial-step = ขั้นที่ { $n } จาก { $total }
tutorial-not-that-move = เดินแบบนั้นได้ แต่ขั้นนี้ให้เดินอีกแบบ ดูช่องที่ทำเครื่องหมายไว้
tutorial-read-on = อ่านข้อความ แล้วกด ถัดไป
tutorial-lesson-done = จบบทเรียนแล้ว!
tutorial-new-setup = ขั้นนี้จัดกระดานใหม่
tutorial-next-lesson = บทเรียนถัดไป
tutorial-skip = ข้ามบทเรียน
tutorial-exercise = แบบฝึกหัด
tutorial-exercise-start = เล่นแบบฝึกหัด
tutorial-exercise-retry = ลองอีกครั้ง
tutorial-exercise-back = กลับไปที่บทเรียน
