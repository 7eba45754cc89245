# Makruki juhendatud õpetus: õppetundide sõnad (assets/tutorial/makruk/*.toml nimetavad neid).

makruk-tutorial-keys = Klahvid: paremnool või Enter edasi, vasaknool tagasi, Esc lahku.
makruk-tutorial-exercise-players = Sina mängid värviga { $you }, lihtne arvutimängija värviga { $computer }.
makruk-tutorial-exercise-won = Said hakkama! Mine järgmise õppetunni juurde või mängi harjutust uuesti.
makruk-tutorial-exercise-lost = Seekord mitte: { $how } Proovi uuesti.

## 1. Laud (The board)
makruk-tut-board-title = Laud ja nupud
makruk-tut-board-intro = Makrukit ehk Tai malet mängitakse 8 × 8 ruuduga laual, mis on traditsiooniliselt üleni ühevärviline. Valge istub all ja teeb esimese käigu; seejärel käivad pooled kordamööda, kumbki ühe käigu korraga.
makruk-tut-board-back-rank = Esimesel real vasakult: vanker (tai keeles ruea, „paat“), ratsu (ma, „hobune“), oda (khon, „aadlik“), kuningas (khun), nõunik (met), oda, ratsu, vanker.
makruk-tut-board-khun-met = Vaata tähelepanelikult keskele: Valge kuningas seisab ruudul d1 ja tema nõunik ruudul e1, Musta nõunik aga ruudul d8 ja kuningas ruudul e8. Kumbki nõunik seisab vastase kuninga vastas.
makruk-tut-board-bia = Etturid (tai keeles bia ehk kaurikarbid) alustavad kolmandalt realt, rea võrra eespool kui males: Valge etturid on real 3, Musta omad real 6.
makruk-tut-board-first-move = Tee esimene käik: astu etturiga ruudult e3 edasi ruudule e4. Klõpsa etturil ja siis ruudul või lohista ettur sinna.
makruk-tut-board-first-move-wrong = Ka see on hea käik, kuid selles sammus tuleb astuda etturiga ruudult e3 ruudule e4.
makruk-tut-board-turns = Nüüd vastaks Must. Järgmised õppetunnid näitavad, kuidas iga nupp käib.
makruk-tut-board-exercise = Mängi algseisust arvuti vastu ja löö esimesena mõni nupp.

## 2. Vanker ja ratsu (The ruea and the ma)
makruk-tut-ruea-ma-title = Vanker ja ratsu
makruk-tut-ruea-moves = Vanker liigub mööda oma rida või liini ükskõik kui mitu ruutu, nagu vanker males. Üle hüpata ta ei saa: tee peal olev nupp peatab ta. Täpid näitavad, kuhu ta võib minna.
makruk-tut-ruea-capture = Nupp lööb, kui ta liigub vastase nupu ruudule; löödud nupp lahkub laualt. Löö vankriga Musta ratsu ruudul b7.
makruk-tut-ma-moves = Ratsu käib nagu ratsu males: kaks ruutu otse ja siis üks kõrvale. See on ainus nupp, mis hüppab teistest üle.
makruk-tut-ma-jumps = Sinu ratsu ruudul b1 on sinu enda nuppudest sisse piiratud, kuid ta hüppab. Löö Musta vanker ruudul c3.
makruk-tut-ruea-ma-exercise = Sinu ratsu saab ühe käiguga rünnata korraga Musta kuningat ja vankrit. Leia see käik ja võida nupp.

## 3. Oda ja nõunik (The khon and the met)
makruk-tut-khon-met-title = Oda ja nõunik
makruk-tut-khon-moves = Oda astub ühe ruudu: diagonaalis ükskõik millises neljast suunast või otse edasi. Otse tagasi või külgsuunas ta kunagi ei astu.
makruk-tut-khon-forward = Astu odaga otse edasi ruudule d5. (Kui tahad, proovi enne teda otse tagasi käia: mäng ütleb sulle, miks see ei käi.)
makruk-tut-khon-forward-wrong = Sinna võib oda küll minna, kuid selles sammus tuleb astuda otse edasi, ruudule d5.
makruk-tut-met-moves = Nõunik astub ühe ruudu diagonaalis, ükskõik millises suunas. Üksi on ta nõrk, kuid kuninga kõrval hea kaitsja.
makruk-tut-met-capture = Löö nõunikuga Musta ratsu ruudul e5.
makruk-tut-khon-met-exercise = Üks samm sinu odaga võib korraga rünnata Musta vankrit ja ratsut. Võida üks neist.

## 4. Ettur (The bia)
makruk-tut-bia-title = Ettur ja muundumine
makruk-tut-bia-moves = Ettur astub ühe ruudu otse edasi ja ainult tühjale ruudule. Kaks ruutu korraga ta kunagi ei käi.
makruk-tut-bia-capture = Ettur lööb ühe ruudu diagonaalis edasi. Löö Musta ettur ruudul d5.
makruk-tut-bia-capture-wrong = Edasi astuda on lubatud, kuid selles sammus tuleb lüüa ettur ruudul d5.
makruk-tut-bia-promote = Ettur, mis jõuab kuuendale reale, pööratakse ümber ja sellest saab nõunik: เบี้ยหงาย ehk ümberpööratud ettur. Astu etturiga ruudule d6.
makruk-tut-bia-promoted = Muundumine tehtud! Muundunud ettur käib nüüd nagu nõunik, ühe ruudu diagonaalis. See on joonistatud ümberpööratuna, et saaksid teda teistest eristada. Etturist saab alati nõunik, mitte kunagi midagi muud.
makruk-tut-bia-exercise = Vii oma ettur kuuendale reale ja pööra ta ümber, enne kui Musta kuningas ta kinni püüab.

## 5. Tuli ja matt (Check and checkmate)
makruk-tut-check-title = Tuli ja matt
makruk-tut-check-give = Kuningas, keda rünnatakse, on tule all. Anna tuld: vii vanker kaheksandale reale, sinna, kus seisab Musta kuningas.
makruk-tut-check-give-wrong = See käik ei anna tuld. Pane vanker kuningaga samale reale.
makruk-tut-check-escape = Nüüd annab Musta vanker mööda e-liini tuld sinu kuningale. Tule all olev kuningas peab kohe tule alt pääsema. Astu kuningaga e-liinilt ära.
makruk-tut-check-mate = Matt on tuli, mille eest kuningas ei pääse. Musta kuningas on nurgas ja sinu kuningas ruudul b6 valvab ruute a7 ja b7. Vii vanker ruudule h8: ta annab tuld mööda kaheksandat rida ja valvab ka ruutu b8.
makruk-tut-check-mate-wrong = See pole veel matt. Pane vanker kaheksandale reale, ruudule h8.
makruk-tut-check-mated = Matt! Musta kuningat rünnatakse ja kõik ruudud, kuhu ta saaks astuda, on valve all. Kes annab matti, võidab mängu.
makruk-tut-check-exercise = Matista Musta kuningas. Sinu kuningas peab aitama: too ta lähemale, enne kui tuld annad.

## 6. Viigid (Draws)
makruk-tut-draws-title = Patt ja muud viigid
makruk-tut-draws-stalemate = Siin on käik Mustal: ta ei ole tule all, kuid tal pole ühtegi reeglipärast käiku, sest kõik ruudud, kuhu kuningas saaks minna, on valve all. See on patt ja mäng on viik.
makruk-tut-draws-avoid = Ole võiduseisus ettevaatlik. Vanker ruudule b7 oleks patt. Astu selle asemel kuningaga ruudule b6: see hoiab Musta kuningat nurgas, kuid jätab talle käigu.
makruk-tut-draws-avoid-wrong = Stopp! Pärast seda pole Musta kuningal ühtegi käiku ja ta ei ole tule all: patt, viik. Astu selle asemel kuningaga ruudule b6.
makruk-tut-draws-avoided = Musta kuningas pidi astuma ruudule b8 ja mäng jätkub. Võit on alles ees.
makruk-tut-draws-others = Mäng on viik ka siis, kui alles on ainult kaks kuningat, nagu siin, kui sama seis tekib kolmandat korda või kui loendus jõuab piirini. Järgmisena tuleb loendus.
makruk-tut-draws-exercise = Sul on vanker vähem. Päästa mäng: saavuta viik.

## 7. Laua loendus (Board's honour)
makruk-tut-board-honour-title = Laua loendus (นับศักดิ์กระดาน)
makruk-tut-board-honour-bias = Makrukis ei saa tugevam pool lõputult mängida: kui laual pole enam ühtegi muundumata etturit, hakkab nõrgem pool loendama. Siin on Mustal veel ettur ruudul d6, nii et veel ei loendata midagi.
makruk-tut-board-honour-take = Löö vankriga Musta viimane ettur.
makruk-tut-board-honour-counting = Ettureid enam pole ja kummalgi poolel on peale kuninga veel mõni nupp. See on laua loendus, นับศักดิ์กระดาน: nõrgem pool loendab oma käike alates 1-st ja loendus on näha laua kõrval.
makruk-tut-board-honour-end = Nüüd peab Valge matistama 64 käigu jooksul. Kui loendus ületab enne matti 64, on mäng viik. Kui loendav pool kaotab oma viimase nupu, algab selle asemel nuppude loendus: sellest räägib järgmine õppetund.
makruk-tut-board-honour-exercise = Võida Musta viimane ettur ja vaata, kuidas loendus algab.

## 8. Nuppude loendus (Pieces' honour)
makruk-tut-pieces-honour-title = Nuppude loendus (นับศักดิ์หมาก)
makruk-tut-pieces-honour-take = Löö Musta viimane nupp, vanker ruudul a2.
makruk-tut-pieces-honour-start = Mustal on alles ainult kuningas: nuppude loendus, นับศักดิ์หมาก. Loendus ei alga 1-st, vaid laual olevate nuppude arvust pluss üks. Alles on neli nuppu, seega alustab Must loendust 5-st.
makruk-tut-pieces-honour-table = Piir sõltub sellest, mis tugevamal poolel on: kaks vankrit 8 käiku; üks vanker 16; vankrit pole, aga kaks oda 22; üks oda 44; vankrit ega oda pole, aga kaks ratsu 32; üks ratsu 64; ainult nõunikud või muundunud etturid 64. Loe ülevalt alla: kehtib esimene sobiv rida.
makruk-tut-pieces-honour-fixed = Kahe vankriga on Valgel aega, kuni loendus jõuab 8-ni: 5-st alates ainult neli käiku. Piir pannakse paika loenduse alguses ega muutu, kui hiljem nuppe lüüakse.
makruk-tut-pieces-honour-exercise = Kaks vankrit üksiku kuninga vastu: matista enne, kui loendus ületab 8.

## 9. Matt loenduse piires (Mating within the count)
makruk-tut-mates-title = Üksiku kuninga matistamine
makruk-tut-mates-edge = Ühe vankriga aja vastase kuningas laua servale ja too oma kuningas tema ette. Siin seisavad kuningad vastamisi: tuli mööda serva ongi matt. Vanker ruudule h8.
makruk-tut-mates-wait = Sinu vanker ruudul a7 hoiab Musta kuningat viimasel real. Tee ootekäik mööda seitsmendat rida: vanker ruudule b7. Musta kuningas võib astuda ruudule d8 või f8; kui ta valib d8, sinu kuninga ette, astub ta ise matti.
makruk-tut-mates-wait-wrong = See laseb kuninga välja või raiskab loendust. Hoia seitsmendat rida: vanker ruudule b7.
makruk-tut-mates-finish = Kuningad seisavad vastamisi. Anna servas matt: vanker ruudule b8.
makruk-tut-mates-minor = Matt! Ainult oda või ratsuga on matt palju raskem ja pikad piirid (44, 64) arvestavad sellega. Ainult nõuniku või muundunud etturitega õnnestub matt harva: ole valmis viigiks.
makruk-tut-mates-exercise = Üks vanker üksiku kuninga vastu: matista enne, kui loendus ületab 16.
