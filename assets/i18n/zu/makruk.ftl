# Makruk (i-chess yaseThailand): amagama asezikrinini zalo mdlalo.
#
# Glossary: khun = inkosi (khun), met = umeluleki (met), khon = induna (khon),
#   ma = ihhashi (ma), ruea = isikebhe (ruea), bia = isosha (bia),
#   promoted bia = isosha elikhushuliwe, Makruk = Makruk, White = Omhlophe,
#   Black = Omnyama, check = inkosi isengozini, checkmate = inkosi ibanjiwe
#   (ukubamba inkosi), stalemate = akukho mnyakazo, draw = kulingene (ukulingana),
#   count / counting = ukubala, board's honour = udumo lwebhodi,
#   pieces' honour = udumo lwezingcezu, the counting side = uhlangothi olubalayo,
#   move = umnyakazo, square = isikwele, board = ibhodi,
#   levels Beginner, Easy, Medium, Hard, Master = Oqalayo, Kulula, Okuphakathi, Kunzima, Ingcweti,
#   position = isimo, level = izinga, rank = umugqa (ovundlile), file = umugqa omile,
#   promotion = ukukhushulwa, opponent = umphikisi, win chance = ithemba lokuwina,
#   review = ukubuyekeza. The full list, checked by a test: GLOSSARY.md beside this file.
# Zulu chess words are few: each piece has a plain Zulu word with its Thai name beside
# it. An adjective would have to agree with each piece's noun class, so the colour comes
# first as a name, with a colon: "Omhlophe: isikebhe (ruea) esikweleni a1".

makruk = Makruk
makruk-white = Omhlophe
makruk-black = Omnyama

## Izingcezu (Pieces, in the game's own words)
makruk-khun = inkosi (khun)
makruk-met = umeluleki (met)
makruk-khon = induna (khon)
makruk-ma = ihhashi (ma)
makruk-ruea = isikebhe (ruea)
makruk-bia = isosha (bia)
makruk-promoted-bia = isosha elikhushuliwe

# The accessible name of a square and what stands on it.
makruk-piece-on = { $color }: { $piece } esikweleni { $square }
makruk-square = isikwele { $square }

## Abadlali nethuba (Players and the turn)
makruk-person = Umuntu
makruk-you = wena
makruk-computer = Ikhompyutha ({ $level })
makruk-level-beginner = Oqalayo
makruk-level-easy = Kulula
makruk-level-medium = Okuphakathi
makruk-level-hard = Kunzima
makruk-level-master = Ingcweti
makruk-to-move = { $name }: hambisa
makruk-thinking = { $name } uyacabanga…
makruk-check = Inkosi isengozini!

## Ukuphela komdlalo (The end of the game)
makruk-checkmate = Inkosi ibanjiwe: { $name } uyawina
makruk-stalemate = Akukho mnyakazo: kulingene
makruk-draw-counting = Kulingene: ukubala kufike emkhawulweni
makruk-draw-repetition = Kulingene: isimo esifanayo kathathu
makruk-draw-kings = Kulingene: kusele amakhosi amabili kuphela
makruk-draw-counter-mate = Kulingene: uhlangothi olubalayo lubambe inkosi
makruk-game-over = Umdlalo uphelile
makruk-result-wins = { $name } uyawina
makruk-result-draw = Kulingene

## Ukubala (Counting)
makruk-board-honour = Udumo lwebhodi
makruk-pieces-honour = Udumo lwezingcezu
# The count as a player says it: "Udumo lwebhodi 37 / 64".
makruk-count = { $honour } { $count } / { $limit }
makruk-count-by = obalayo: { $name }
makruk-start-count = Qala ukubala
makruk-stop-count = Yeka ukubala
makruk-keep-board-count = Qhubeka nokubala kodumo lwebhodi
makruk-stop-count-question = Uyeka ukubala? Uma ukubala kuqala futhi, kuzoqala futhi ku-{ $number }.
makruk-stop-count-yes = Yebo, yeka
makruk-count-last = Ukubala kokugcina: kuwina kuphela ukubamba inkosi ngomnyakazo olandelayo; ngemva kwalokho kuyalingana.
makruk-mate-warning = Uyabala: uma ubamba inkosi manje, kuzolingana. Uwenze noma kunjalo lo mnyakazo?
makruk-play-anyway = Wenze
makruk-cancel = Khansela

## Izinkinobho nohlu lweminyakazo (Buttons and the move list)
makruk-undo = Buyisela emuva
makruk-flip = Phendula ibhodi
makruk-play-again = Dlala futhi
makruk-new-game-button = Umdlalo omusha…
makruk-moves = Iminyakazo
makruk-computer-failed = Umdlali wekhompyutha umile ({ $why }); uzoqhubeka ezingeni elithi “Kulula”.
makruk-advice-failed = Ikhompyutha ayikwazanga ukuqeda ukucabanga ({ $why }); umdlalo uyaqhubeka.

## Iwindi lomdlalo omusha (The new game dialog)
makruk-new-game = Umdlalo omusha weMakruk
makruk-player-person = Umuntu
makruk-player-computer = Ikhompyutha
makruk-name = Igama
makruk-level = Izinga
makruk-counting = Ukubala
makruk-counting-automatic = Okuzenzakalelayo
makruk-counting-traditional = Okwendabuko: uhlangothi olubuthakathaka lubala ngokuzwakalayo
makruk-start-from = Qala kusukela
makruk-start-position = Isimo sokuqala
makruk-from-fen = Isimo esithile (FEN)
makruk-start = Qala
makruk-bad-fen = Lesi simo asikwazi ukudlalwa: { $why }

## Isizathu sokuthi isimo (FEN) singadlalwa (Why a position (FEN) cannot be played)
makruk-fen-empty = akukho okunikeziwe
makruk-fen-fields = kunezingxenye ezingaphezu kweziyisithupha
makruk-fen-ranks = ibhodi lidinga imigqa engu-8 ehlukaniswe ngophawu /
makruk-fen-rank-length = umugqa { $rank } awunazo izikwele ezingu-8
makruk-fen-piece = '{ $char }' akulona uhlamvu lwengcezu (K M S N R P)
makruk-fen-promoted = uphawu '~' lungalandela umeluleki kuphela (M noma m)
makruk-fen-side = uhlangothi oluzohamba kufanele lube w noma b
makruk-fen-castling = ingxenye yesithathu kufanele ibe '-' (iMakruk ayinawo umnyakazo wokushintshanisa inkosi nesikebhe, i-castling)
makruk-fen-number = inani lokubala noma inombolo yomnyakazo akuyona inombolo
makruk-fen-khun = { $color }: kudingeka inkosi eyodwa kuphela
makruk-fen-too-many = { $color }: kunezingcezu ezingaphezu kuka-16
makruk-fen-too-many-bias = { $color }: kunamasosha angaphezu kuka-8
makruk-fen-too-many-kind = { $color }: izingcezu ze-{ $piece } ziningi kunalokho uhlangothi olungaba nakho (azingeqi ku-{ $most })
makruk-fen-bia-rank = isosha esikweleni { $square } limi emgqeni wokukhushulwa noma ngale kwawo
makruk-fen-bia-behind = isosha esikweleni { $square } limi ngemuva komugqa walo wokuqala
makruk-fen-in-check = inkosi yohlangothi olungahambi manje isengozini
makruk-fen-count-bias = ukubala kunikeziwe kodwa kusekhona amasosha ebhodini
makruk-fen-count-limit = umkhawulo wokubala awusetshenziswa emdlalweni weMakruk
makruk-fen-letter = Ku-FEN, i-{ $piece } ngu-{ $white } koMhlophe no-{ $black } koMnyama.

## Iziphetho ezingaphandle kwemithetho (Ends besides the rules)
makruk-resigned = { $loser } uyavuma ukwehlulwa: { $winner } uyawina
makruk-draw-agreed = Kulingene ngokuvumelana
makruk-time-lost = { $loser }: isikhathi siphelile, { $winner } uyawina
makruk-time-drawn = { $loser }: isikhathi siphelile, kodwa { $winner } usele nenkosi kuphela: kulingene
makruk-draw-offered = { $name } uphakamisa ukulingana
makruk-draw-declined = { $name } wenqaba ukulingana: umdlalo uyaqhubeka

## Izinkinobho zomdlalo (Buttons of the game)
makruk-hint = Icebo (H)
makruk-resign = Vuma ukwehlulwa
makruk-offer-draw = Phakamisa ukulingana
makruk-accept-draw = Vuma ukulingana
makruk-decline-draw = Qhubeka udlale
makruk-back-to-present = Buyela emdlalweni
makruk-review = Buyekeza umdlalo
makruk-copy-fen = Kopisha isimo (FEN)
makruk-eval-bar = Ibha yokulinganisa

## Iwashi (The clock)
makruk-clock = Iwashi
makruk-clock-minutes = imizuzu umuntu ngamunye
makruk-clock-increment = imizuzwana eyengezwayo emnyakazweni ngamunye
makruk-clock-of = { $color }: iwashi

## Amacebo nokubuyekeza umdlalo (Hints and the review)
makruk-hint-thinking = Kufunwa umnyakazo omuhle…
# "Icebo: Nc3 — ithemba lokuwina 62%"
makruk-hint-best = Icebo: { $move } — ithemba lokuwina { $chance }%
makruk-hint-second = Olandelayo omuhle: { $move }, ngaphansi ngo-{ $less }%
makruk-eval-white = Omhlophe: ithemba lokuwina { $chance }%
makruk-reviewing = Umdlalo uyabuyekezwa: isimo { $done } kwezingu-{ $total }
makruk-review-summary = { $count ->
    [0] Awukho umnyakazo olahlekelwe kakhulu: udlale kahle.
    [one] Kumakwe umnyakazo owodwa: chofoza kuwo ukuze ubone umnyakazo ongcono.
   *[other] Kumakwe iminyakazo engu-{ $count }: chofoza owodwa ukuze ubone umnyakazo ongcono.
}
makruk-review-better = { $played }: ithemba lokuwina lehle ngo-{ $lost }%; bekungcono { $better }
makruk-review-marks = ?! kulahlekelwe ngo-5% noma ngaphezulu · ? ngo-10% noma ngaphezulu · ?? ngo-20% noma ngaphezulu
makruk-reviewing-deeper = Wonke umnyakazo unophawu lokuqala; kubhekwa ngokujulile: isimo { $done } kwezingu-{ $total }

## Umdlalo olondoloziwe ongavuleki (A saved game that cannot be opened)
makruk-save-syntax = ifayela akulona ifayela lomdlalo elivumelekile: { $detail }
makruk-save-not-makruk = ifayela akuwona umdlalo weMakruk
makruk-save-newer = ifayela lalondolozwa yinguqulo entsha yohlelo (ifomethi { $found })
makruk-save-bad-version = inguqulo yefomethi { $found } ayikho
makruk-save-counting = ukubala '{ $detail }' akukhona okuzenzakalelayo noma okwendabuko
makruk-save-player = { $color }: umdlali '{ $detail }' akayena umuntu futhi akulona izinga lekhompyutha
makruk-save-name = { $color }: igama lomdlali alinalutho noma lide kakhulu
makruk-save-move = umnyakazo { $ply } awukwazi ukudlalwa: { $detail }
makruk-save-after-end = umnyakazo { $ply } uza ngemuva kokuphela komdlalo
makruk-save-count = ukubala ngaphambi komnyakazo { $ply } kwephula imithetho: { $detail }
makruk-save-count-order = izenzo zokubala azilandelani kahle (umnyakazo { $ply })
makruk-save-position = isimo esilondoloziwe akusona lapho iminyakazo iholela khona
makruk-save-outcome = umphumela olondoloziwe awuwona umphumela weminyakazo
makruk-save-ending = isiphetho '{ $detail }' akusona lesi esibhalwa yilolu hlelo
makruk-save-clock = iwashi linesikhathi esiningi kunesingaba khona emdlalweni

## Ifayela le-PGN elingangeniswa (A PGN file that cannot be imported)
makruk-pgn-where = umdlalo { $game }, umugqa { $line }: { $why }
makruk-pgn-variant = umdlalo ngu-'{ $variant }', hhayi iMakruk
makruk-pgn-tag = '{ $tag }' akusiyo ithegi efana no-[Name "value"]
makruk-pgn-comment = amazwana avulwe ngo-{"{"} awavalwanga
makruk-pgn-brackets = abakaki bezindlela ezihlukile abahambisani

## Izilungiselelo (Settings)
makruk-pieces = Izingcezu
makruk-pieces-thai = Izithombe zaseThailand
makruk-pieces-western = Izithombe zaseNtshonalanga ezinezinhlamvu
makruk-board = Ibhodi
makruk-board-plain = Umbala owodwa onemigqa (okwendabuko)
makruk-board-chequered = Izikwele ezinemibala emibili
makruk-notation = Ukubhalwa kweminyakazo
makruk-notation-san = I-SAN (Nd2, e6=M)
makruk-notation-thai = IsiThai (มง๒, จ๖=ม็)
makruk-animation = Iminyakazo ishelela ebhodini

## Imithetho (The rules overlay)
makruk-rules-button = Imithetho (F1)
makruk-rules-close = Vala
makruk-rules-title = Imithetho yeMakruk
makruk-rules-contents = Okuqukethwe
makruk-rules-in-game = Kulo mdlalo: { $mode }
makruk-rules-board-title = Ibhodi nesimo sokuqala
makruk-rules-board-body = IMakruk idlalwa ngabantu ababili ebhodini elinezikwele ezingu-8 × 8. Ngokwendabuko ibhodi lonke linombala owodwa, kunemigqa phakathi kwezikwele. Omhlophe uhlala phansi futhi uhamba kuqala. Uhlangothi ngalunye lunenkosi (khun) eyodwa, umeluleki (met) oyedwa, izinduna (khon) ezimbili, amahhashi (ma) amabili, izikebhe (ruea) ezimbili namasosha (bia) ayisishiyagalombili; amasosha ami emgqeni wesithathu, kubalwa kusukela ohlangothini ngalunye. Umeluleki ngamunye umi emgqeni omile ofanayo nowenkosi yomphikisi, bebhekene.
makruk-rules-board-caption = Isimo sokuqala: inkosi ka-Omhlophe isesikweleni d1, inkosi ka-Omnyama isesikweleni e8
makruk-rules-khun-title = Inkosi (khun)
makruk-rules-khun-body = Inkosi ihamba isikwele esisodwa nganoma iyiphi kwezindlela eziyisishiyagalombili. Akumele neze ishiywe lapho ingcezu yomphikisi ingayidla khona. Akukho ukushintshanisa inkosi nesikebhe (castling).
makruk-rules-khun-caption = Inkosi esikweleni d4 nezikwele eziyisishiyagalombili efinyelela kuzo
makruk-rules-met-title = Umeluleki (met)
makruk-rules-met-body = Umeluleki uhamba isikwele esisodwa ngokutsheka, nganoma iyiphi kwezindlela ezine ezitshekile. Uyingcezu ethobekile, ewusizo kakhulu uma iseduze nenkosi yayo.
makruk-rules-met-caption = Umeluleki esikweleni d4 ufinyelela ezikweleni ezine ezitshekile
makruk-rules-khon-title = Induna (khon)
makruk-rules-khon-body = Induna ihamba isikwele esisodwa ngokutsheka nganoma iyiphi indlela, noma isikwele esisodwa iqonde phambili, ibheke ohlangothini lomphikisi. Ayikwazi ukubuyela emuva ngokuqondile noma ukuya eceleni.
makruk-rules-khon-caption = Induna esikweleni d4: izindlela ezine ezitshekile nesikwele esisodwa phambili
makruk-rules-ma-title = Ihhashi (ma)
makruk-rules-ma-body = Ihhashi ligxuma njengehhashi (knight) ku-chess: izikwele ezimbili ngokuqondile, bese isikwele esisodwa eceleni. Leqa noma iyiphi ingcezu ephakathi.
makruk-rules-ma-caption = Ihhashi esikweleni d4 lifinyelela ezikweleni eziyisishiyagalombili
makruk-rules-ruea-title = Isikebhe (ruea)
makruk-rules-ruea-body = Isikebhe sihamba noma izikwele ezingaki emgqeni waso ovundlile noma omile, size sifike engcezwini yokuqala esendleleni; singayidla leyo ngcezu uma ingeyomphikisi. Yingcezu enamandla kunazo zonke ebhodini.
makruk-rules-ruea-caption = Isikebhe esikweleni d4: umugqa waso ovundlile nomugqa waso omile
makruk-rules-bia-title = Isosha (bia)
makruk-rules-bia-body = Isosha lihamba isikwele esisodwa liqonde phambili, liye esikweleni esingenalutho, futhi lidla esikweleni esisodwa esiphambili ngokutsheka. Alihambi izikwele ezimbili kanyekanye, futhi akukho ukudla ngokudlula (en passant).
makruk-rules-bia-caption = Isosha esikweleni d4 lingaya esikweleni d5 noma lidle esikweleni e5
makruk-rules-promotion-title = Ukukhushulwa
makruk-rules-promotion-body = Isosha elifika emgqeni wesithupha (owesithathu ku-Omnyama), ngokuhamba noma ngokudla, liphendulwa khona manjalo libe ngumeluleki: igobolondo (cowry) eliphenduliwe. Bese lihamba njengomeluleki.
makruk-rules-promotion-caption = Isosha liya esikweleni e6 futhi libe ngumeluleki
makruk-rules-mate-title = Inkosi isengozini, inkosi ibanjiwe, akukho mnyakazo
makruk-rules-mate-body = Inkosi engadliwa isengozini, futhi uhlangothi lwayo kumele luyikhiphe engozini khona manjalo. Uma inkosi isengozini futhi uhlangothi lwayo lungenawo umnyakazo wokuyiphephisa, inkosi ibanjiwe: lolo hlangothi luyehlulwa. Uma inkosi ingekho engozini kodwa uhlangothi lwayo lungenawo umnyakazo ovumelekile, akukho mnyakazo: umdlalo uyalingana.
makruk-rules-mate-caption = Isikebhe siya esikweleni b8 futhi sibamba inkosi: inkosi ka-Omnyama ayinaso isikwele engaya kuso
makruk-rules-draws-title = Ezinye izindlela zokulingana
makruk-rules-draws-body = Umdlalo uyalingana uma kusele amakhosi amabili kuphela, uma isimo esifanayo sivela okwesithathu kuhamba uhlangothi olufanayo, uma ukubala kufika emkhawulweni, noma uma abadlali bevumelana.
makruk-rules-draws-caption = Amakhosi amabili odwa: kulingene
makruk-rules-board-honour-title = Udumo lwebhodi
makruk-rules-board-honour-body = Uma kungasekho isosha elingakhushulwanga ebhodini, futhi izinhlangothi zombili zisenengcezu ngaphandle kwenkosi, uhlangothi olubuthakathaka lubala iminyakazo kusukela ku-1: uhlangothi olunamandla kumele lubambe inkosi phakathi kweminyakazo engu-64, uma kungenjalo umdlalo uyalingana.
makruk-rules-board-honour-caption = Awasekho amasosha: ukubala kweminyakazo engu-64 kungaqala
makruk-rules-pieces-honour-title = Udumo lwezingcezu
makruk-rules-pieces-honour-body = Uma uhlangothi lusele nenkosi yalo kuphela futhi kungasekho isosha elingakhushulwanga, lolo hlangothi luyabala, luqala enanini lezingcezu ezisebhodini (kuhlanganise amakhosi omabili) kwengezwe u-1. Uhlangothi olunamandla kumele lubambe inkosi ngaphambi kokuba ukubala kweqe umkhawulo obekwa yizingcezu zalo ngesikhathi ukubala kuqala. Funda ithebula kusukela phezulu: kusebenza umugqa wokuqala ofanelekayo.
makruk-rules-pieces-honour-caption = Inkosi nesikebhe bebhekene nenkosi esele yodwa: izingcezu ezintathu, ngakho ukubala kuqala ku-4 kuze kufike ku-16
makruk-rules-table-material = Izingcezu zohlangothi olunamandla
makruk-rules-table-limit = Umkhawulo (iminyakazo)
makruk-rules-table-two-rueas = izikebhe ezimbili
makruk-rules-table-one-ruea = isikebhe esisodwa
makruk-rules-table-two-khons = akukho sikebhe, izinduna ezimbili
makruk-rules-table-one-khon = akukho sikebhe, induna eyodwa
makruk-rules-table-two-mas = akukho sikebhe nanduna, amahhashi amabili
makruk-rules-table-one-ma = akukho sikebhe nanduna, ihhashi elilodwa
makruk-rules-table-mets = abeluleki kuphela (namasosha akhushuliwe)
makruk-rules-counting-title = Ukubala: okuzenzakalelayo noma okwendabuko
makruk-rules-counting-body = Ekubaleni okuzenzakalelayo uhlelo luzigcinela lona lonke ukubala. Ekubaleni okwendabuko, njengasebhodini langempela, uhlangothi olubuthakathaka lubala ngokuzwakalayo: lapho ukubala kuvunyelwe, umdlali okuyithuba lakhe ukuhamba ucindezela “Qala ukubala”, futhi angayeka noma nini (ukubala okusha kuqala futhi ku-1). Uma uhlangothi olubalayo lubamba inkosi, kuyalingana, ngakho uhlelo luyabuza ngaphambi komnyakazo onjalo. Udumo lwezingcezu luziqalela lona uma uhlangothi lusele nenkosi yodwa; obalayo angaqhubeka esikhundleni salo nokubala kodumo lwebhodi okuqhubekayo, uma lokho kuzophela kuqala.

## Umnyakazo ongavunyelwe, nesizathu sawo (A move that is not allowed, and why)
makruk-refused-no-piece = Ayikho ingcezu kuleso sikwele ongayihambisa.
makruk-refused-not-yours = Leyo ngcezu ingeyomphikisi.
makruk-refused-own-piece = Enye yezingcezu zakho imi lapho.
makruk-refused-khun = Inkosi ihamba isikwele esisodwa kuphela, nganoma iyiphi indlela.
makruk-refused-met = Umeluleki uhamba isikwele esisodwa kuphela ngokutsheka.
makruk-refused-khon = Induna ihamba isikwele esisodwa ngokutsheka, noma isikwele esisodwa iqonde phambili; ayilokothi ibuyele emuva ngokuqondile noma iye eceleni.
makruk-refused-ma = Ihhashi ligxuma izikwele ezimbili ngokuqondile, bese isikwele esisodwa eceleni.
makruk-refused-ruea = Isikebhe sihamba kuphela emgqeni waso ovundlile noma omile.
makruk-refused-bia = Isosha lihamba isikwele esisodwa liqonde phambili, futhi lidla esikweleni esisodwa esiphambili ngokutsheka.
makruk-refused-bia-blocked = Isosha liya phambili kuphela esikweleni esingenalutho; lidla ngokutsheka.
makruk-refused-bia-takes = Isosha lihamba ngokutsheka kuphela uma lidla ingcezu.
makruk-refused-blocked = Kukhona ingcezu emi endleleni: isikebhe asigxumi.
makruk-refused-in-check = Inkosi yakho isengozini: lo mnyakazo awuyikhiphi engozini.
makruk-refused-exposes-khun = Lowo mnyakazo uzoshiya inkosi yakho isengozini.

## The statistics screen, the game chooser and the resume prompt

makruk-statistics-player = Umdlali
makruk-statistics-won = Unqobile
makruk-statistics-title = Makruk
makruk-statistics-colour = Umbala
makruk-statistics-opponent = Umphikisi
makruk-statistics-drawn = Kulingene
makruk-statistics-lost = Wehlulwe
makruk-statistics-person = umuntu
makruk-game = Makruk
makruk-game-line = I-chess yaseThailand yabantu ababili, enemithetho yayo yokubala.
makruk-resume-detail = Umdlalo wakho wokugcina weMakruk awuphelanga: { $players }, { $moves ->
    [0] akukenziwa mnyakazo okwamanje.
    [one] umnyakazo owodwa kuze kube manje.
   *[other] iminyakazo engu-{ $moves } kuze kube manje.
}
makruk-resume = Qhubeka neMakruk

## PGN's dialogs

makruk-import-title = Ngenisa umdlalo weMakruk (PGN)
makruk-export-title = Khipha umdlalo weMakruk njenge-PGN
makruk-paste-pgn-hint = Namathisela lapha umdlalo weMakruk ngo-{ $keys } (okopishwe kuwebhusayithi noma kolunye uhlelo), bese ucindezela ethi “Ngenisa”.

## What a screen reader hears as a move is played (the live region), and typed moves
makruk-said-move = { $side }: { $piece } isuka ku-{ $from } iya ku-{ $to }
makruk-said-takes = { $side }: { $piece } isuka ku-{ $from } idla { $taken } ku-{ $to }
makruk-said-promotes = liba ngumeluleki
makruk-said-check = inkosi isengozini
makruk-said-mate = inkosi ibanjiwe
makruk-said-viewing = Umnyakazo { $number }: { $move }
makruk-said-start = Isimo sokuqala
makruk-focus-board = Okhiye ebhodini
makruk-view-back = Umnyakazo owodwa emuva
makruk-view-next = Umnyakazo owodwa phambili
makruk-type-move = Bhala umnyakazo
makruk-type-move-hint = Nf3, e3e4 noma มง๒
makruk-typed-empty = Qala ngokubhala umnyakazo, njenge-Nf3 noma e3e4.
makruk-typed-not-a-move = “{ $text }” akusiwo umnyakazo: wubhale njenge-Nf3, e3e4 noma มง๒.
makruk-typed-illegal = { $text } akusiwo umnyakazo ovumelekile lapha.
makruk-typed-not-now = { $text }: akusilo ithuba lakho manje.
makruk-typed-ambiguous = { $text } ufanela iminyakazo engaphezu kowodwa: engeza umugqa omile noma umugqa lapho ingcezu iqhamuka khona, njenge-Nbd2.

## The heading of Makruk's part of the settings screen
game-makruk = Makruk
## The board's marks on a square, as a screen reader reads it: "white ma on d2, White moved here"
makruk-square-marked = { $square }, { $mark }
makruk-moved-from = { $color }: umnyakazo uqale lapha
makruk-moved-to = { $color }: umnyakazo uphele lapha
makruk-square-check = isengozini

## A count past its limit while the game goes on
makruk-count-run-out = Ukubala kufike emkhawulweni: lo mnyakazo wenza umdlalo ulingane.

## After a refusal that names a piece: the letter the move list writes it with
makruk-piece-letter = Uhlamvu lwe-{ $piece } eminyakazweni: { $letter }.
## Resign asks first
makruk-resign-question = Uyavuma ukwehlulwa kulo mdlalo? Umdlalo uphela khona manjalo.
makruk-resign-yes = Yebo, ngiyavuma ukwehlulwa
makruk-keep-playing = Qhubeka udlala

## Funda emidlalweni yakho
makruk-learn-why-mate-missed = Umnyakazo ongcono wenza ibanjiwe: umdlalo ubungaba ngowakho khona manjalo.
makruk-learn-why-piece-hanging = Umnyakazo owenziwe ushiya ingcezu olunye uhlangothi olungayithatha mahhala, noma ngokuncane kunokubaluleka kwayo.
makruk-learn-why-promotion-delayed = Isosha elifika emugqeni walo wesithupha liba yisosha elikhushuliwe, elihamba njengomeluleki: umnyakazo ongcono wenza ukukhushulwa kwalo manje, ngaphambi kokuba livinjwe.
makruk-learn-why-counting-missed = Ukuthatha isosha lokugcina kuvumela uhlangothi olubuthakathaka ukuba lubale: uhlangothi olunamandla kumele lwenze ibanjiwe ngaphambi kokuba ukubala kuphele, uma kungenjalo umdlalo uphela ngokulingana.
makruk-learn-to-move = Kudlala u-{ $name } ({ $side }). Emdlalweni: { $played }.
makruk-learn-right-plain = Lo mnyakazo ugcina kahle kakhulu ithemba lokuwina.
makruk-learn-wrong = Akusiwona lona. Umnyakazo ongcono, okhonjiswe ebhodini: { $better }, ithemba lokuwina { $chance }%. Umnyakazo odlalwe emdlalweni, { $played }, unikeze u-{ $given }%.
makruk-learn-wrong-lost = Akusiwona lona. Umnyakazo ongcono, okhonjiswe ebhodini: { $better }. Uma kuqhathaniswa nawo, umnyakazo odlalwe emdlalweni, { $played }, ulahle u-{ $lost }% wethemba lokuwina.
makruk-learn-why-capture-missed = Umnyakazo ongcono uthatha ingcezu uhlangothi olunye olungeke luyibuyise ngenani elifanayo: inzuzo yamahhala.
makruk-learn-kind-mate-missed = Kuphuthwe ibanjiwe
makruk-learn-kind-piece-hanging = Ingcezu ishiywe ingavikelekile
makruk-learn-kind-promotion-delayed = Ukukhushulwa kubambezelekile
makruk-learn-kind-counting-missed = Ukubala: ithuba liphuthiwe
makruk-learn-kind-capture-missed = Ukuthatha kwamahhala kuphuthiwe
makruk-learn-yours = Umnyakazo wakho, { $move }: ithemba lokuwina { $chance }%.
makruk-learn-line = Emdlalweni, ukusuka lapha: { $moves }
