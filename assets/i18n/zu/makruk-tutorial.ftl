# Isifundo seMakruk esiqondiswayo: amagama ezifundo (amafayela assets/tutorial/makruk/*.toml ayawaqamba).

makruk-tutorial-keys = Okhiye: umcibisholo wesokudla noma u-Enter okulandelayo, umcibisholo wesokunxele emuva, u-Esc phuma.
makruk-tutorial-exercise-players = Wena ungumdlali { $you }, ikhompyutha esezingeni elithi “Kulula” ingumdlali { $computer }.
makruk-tutorial-exercise-won = Uphumelele! Qhubekela esifundweni esilandelayo, noma uphinde udlale lo msebenzi.
makruk-tutorial-exercise-lost = Akuphumelelanga kulokhu: { $how } Zama futhi.

## 1. Ibhodi (The board)
makruk-tut-board-title = Ibhodi nezingcezu
makruk-tut-board-intro = IMakruk, i-chess yaseThailand, idlalwa ebhodini elinezikwele ezingu-8 × 8, ngokwendabuko elinombala owodwa lonke. Omhlophe uhlala phansi futhi uhamba kuqala; bese izinhlangothi zombili ziyashintshana, uhlangothi ngalunye luhamba kanye ngethuba lalo.
makruk-tut-board-back-rank = Emgqeni wokuqala, kusukela kwesokunxele: isikebhe (ruea), ihhashi (ma), induna (khon), inkosi (khun), umeluleki (met), induna, ihhashi, isikebhe.
makruk-tut-board-khun-met = Bheka kahle phakathi: inkosi ka-Omhlophe imi esikweleni d1, umeluleki wakhe esikweleni e1; kanti umeluleki ka-Omnyama umi esikweleni d8, inkosi yakhe esikweleni e8. Umeluleki ngamunye ubhekene nenkosi yohlangothi olunye.
makruk-tut-board-bia = Amasosha (bia: amagobolondo e-cowry) aqala emgqeni wesithathu, umugqa owodwa ngaphambili kunamasosha (pawns) e-chess: amasosha ka-Omhlophe asemgqeni 3, amasosha ka-Omnyama asemgqeni 6.
makruk-tut-board-first-move = Yenza umnyakazo wokuqala: hambisa isosha lakho elisesikweleni e3 liye phambili esikweleni e4. Chofoza kulo, bese uchofoza isikwele, noma ulihudulele khona.
makruk-tut-board-first-move-wrong = Nalowo ngumnyakazo omuhle, kodwa lesi sinyathelo sifuna ukuthi isosha elisesikweleni e3 liye esikweleni e4.
makruk-tut-board-turns = Manje Omnyama angaphendula. Izifundo ezilandelayo zikhombisa ukuthi ingcezu ngayinye ihamba kanjani.
makruk-tut-board-exercise = Dlala kusukela ekuqaleni ubhekene nekhompyutha, futhi ube ngowokuqala ukudla ingcezu.

## 2. Isikebhe nehhashi (The ruea and the ma)
makruk-tut-ruea-ma-title = Isikebhe (ruea) nehhashi (ma)
makruk-tut-ruea-moves = Isikebhe sihamba noma izikwele ezingaki emgqeni waso ovundlile noma omile, njengenqaba (rook) ku-chess. Asikwazi ukugxuma: ingcezu esendleleni iyasimisa. Amachashaza akhombisa lapho singaya khona.
makruk-tut-ruea-capture = Ingcezu idla ngokuya esikweleni esinengcezu yomphikisi, bese leyo ngcezu iphuma ebhodini. Dla ihhashi lika-Omnyama elisesikweleni b7 ngesikebhe sakho.
makruk-tut-ma-moves = Ihhashi lihamba njengehhashi (knight) ku-chess: izikwele ezimbili ngokuqondile, bese isikwele esisodwa eceleni. Yilona kuphela ingcezu eyeqa phezu kwezinye izingcezu.
makruk-tut-ma-jumps = Ihhashi lakho elisesikweleni b1 livalelwe yizingcezu zakho, kodwa liyagxuma. Dla isikebhe sika-Omnyama esisesikweleni c3.
makruk-tut-ruea-ma-exercise = Ihhashi lakho lingahlasela inkosi ka-Omnyama nesikebhe sakhe ngomnyakazo owodwa. Wuthole lowo mnyakazo, bese uzuza ingcezu.

## 3. Induna nomeluleki (The khon and the met)
makruk-tut-khon-met-title = Induna (khon) nomeluleki (met)
makruk-tut-khon-moves = Induna ihamba isikwele esisodwa: ngokutsheka nganoma iyiphi kwezindlela ezine, noma iqonde phambili. Ayilokothi ibuyele emuva ngokuqondile noma iye eceleni.
makruk-tut-khon-forward = Hambisa induna iqonde phambili, iye esikweleni d5. (Uma uthanda, qala uzame ukuyibuyisela emuva ngokuqondile: umdlalo uzokutshela ukuthi kungani kungavunyelwe.)
makruk-tut-khon-forward-wrong = Induna ingaya lapho, kodwa lesi sinyathelo sifuna ukuthi iqonde phambili, iye esikweleni d5.
makruk-tut-met-moves = Umeluleki uhamba isikwele esisodwa ngokutsheka, nganoma iyiphi indlela. Uma uwedwa ubuthakathaka, kodwa ungumlindi omuhle eduze kwenkosi.
makruk-tut-met-capture = Dla ihhashi lika-Omnyama elisesikweleni e5 ngomeluleki wakho.
makruk-tut-khon-met-exercise = Umnyakazo owodwa wenduna yakho ungahlasela isikebhe sika-Omnyama nehhashi lakhe kanyekanye. Zuza eyodwa yalezo zingcezu.

## 4. Isosha (The bia)
makruk-tut-bia-title = Isosha (bia) nokukhushulwa
makruk-tut-bia-moves = Isosha lihamba isikwele esisodwa liqonde phambili, liye esikweleni esingenalutho kuphela. Alilokothi lihambe izikwele ezimbili kanyekanye.
makruk-tut-bia-capture = Isosha lidla esikweleni esisodwa esiphambili ngokutsheka. Dla isosha lika-Omnyama elisesikweleni d5.
makruk-tut-bia-capture-wrong = Ukuya phambili kuvunyelwe, kodwa lesi sinyathelo sifuna ukuthi udle isosha elisesikweleni d5.
makruk-tut-bia-promote = Isosha elifika emgqeni wesithupha liyaphendulwa libe ngumeluleki: เบี้ยหงาย, isosha eliphenduliwe. Hambisa isosha lakho liye esikweleni d6.
makruk-tut-bia-promoted = Likhushuliwe! Isosha elikhushuliwe manje lihamba njengomeluleki, isikwele esisodwa ngokutsheka. Lidwetshwa liphenduliwe ukuze ulihlukanise nezinye izingcezu. Isosha lihlala liba ngumeluleki, alilokothi libe yinto enye.
makruk-tut-bia-exercise = Yisa isosha lakho emgqeni wesithupha uliphendule ngaphambi kokuba inkosi ka-Omnyama ilibambe.

## 5. Inkosi isengozini, inkosi ibanjiwe (Check and checkmate)
makruk-tut-check-title = Inkosi isengozini, inkosi ibanjiwe
makruk-tut-check-give = Inkosi ehlaselwayo isengozini (check). Faka inkosi ka-Omnyama engozini: hambisa isikebhe sakho siye emgqeni wesishiyagalombili, umugqa lapho kumi khona inkosi ka-Omnyama.
makruk-tut-check-give-wrong = Lowo mnyakazo awuyifaki inkosi engozini. Beka isikebhe emgqeni wenkosi.
makruk-tut-check-escape = Manje isikebhe sika-Omnyama sifaka inkosi yakho engozini ngomugqa omile we-e. Inkosi esengozini kumele iphume engozini khona manjalo. Hambisa inkosi yakho uyikhiphe emgqeni omile we-e.
makruk-tut-check-mate = Inkosi ibanjiwe (checkmate) uma isengozini futhi ingenandlela yokuphunyuka. Inkosi ka-Omnyama isekhoneni, futhi inkosi yakho esesikweleni b6 iqapha izikwele a7 no-b7. Hambisa isikebhe siye esikweleni h8: sifaka inkosi engozini ngomugqa wesishiyagalombili futhi siqapha nesikwele b8.
makruk-tut-check-mate-wrong = Inkosi ayikabanjwa. Beka isikebhe emgqeni wesishiyagalombili, esikweleni h8.
makruk-tut-check-mated = Inkosi ibanjiwe! Inkosi ka-Omnyama ihlaselwa, futhi izingcezu zakho ziqapha zonke izikwele engaya kuzo. Obamba inkosi yomphikisi uyawina umdlalo.
makruk-tut-check-exercise = Bamba inkosi ka-Omnyama. Inkosi yakho kumele isize: yisondeze kuqala, bese ufaka inkosi ka-Omnyama engozini.

## 6. Ukulingana (Draws)
makruk-tut-draws-title = Akukho mnyakazo (stalemate) nokunye ukulingana
makruk-tut-draws-stalemate = Lapha yithuba lika-Omnyama ukuhamba, inkosi yakhe ayikho engozini, kodwa akanawo umnyakazo ovumelekile: Omhlophe uqapha zonke izikwele inkosi engaya kuzo. Lokho kuthiwa akukho mnyakazo (stalemate), futhi umdlalo uyalingana.
makruk-tut-draws-avoid = Qaphela uma usuwina. Ukuyisa isikebhe esikweleni b7 kungaba ngukuthi akukho mnyakazo (stalemate). Esikhundleni salokho, hambisa inkosi yakho iye esikweleni b6: igcina inkosi ka-Omnyama isekhoneni, kodwa iyishiyela umnyakazo.
makruk-tut-draws-avoid-wrong = Yima! Ngemuva kwalokho inkosi ka-Omnyama ayinawo umnyakazo futhi ayikho engozini: akukho mnyakazo, kulingene. Esikhundleni salokho hambisa inkosi yakho iye esikweleni b6.
makruk-tut-draws-avoided = Inkosi ka-Omnyama kwadingeka iye esikweleni b8, futhi umdlalo uyaqhubeka. Ukuwina kusazofika.
makruk-tut-draws-others = Umdlalo uyalingana futhi uma kusele amakhosi amabili kuphela, njengalapha, uma isimo esifanayo sivela okwesithathu, noma uma ukubala kufika emkhawulweni. Okulandelayo ukubala.
makruk-tut-draws-exercise = Omnyama unesikebhe esisodwa ngaphezu kwakho. Sindisa umdlalo: uwenze ulingane.

## 7. Udumo lwebhodi (Board's honour)
makruk-tut-board-honour-title = Ukubala: udumo lwebhodi
makruk-tut-board-honour-bias = EMakruk uhlangothi olunamandla alukwazi ukudlala unomphela: uma kungasekho isosha elingakhushulwanga ebhodini, uhlangothi olubuthakathaka luyabala. Lapha Omnyama usenesosha esikweleni d6, ngakho akukabalwa lutho okwamanje.
makruk-tut-board-honour-take = Dla isosha lokugcina lika-Omnyama ngesikebhe sakho.
makruk-tut-board-honour-counting = Alisekho isosha, futhi izinhlangothi zombili zisenengcezu ngaphandle kwenkosi. Lokhu kuwudumo lwebhodi, นับศักดิ์กระดาน: uhlangothi olubuthakathaka lubala iminyakazo yalo kusukela ku-1, futhi ukubala kuboniswa eceleni kwebhodi.
makruk-tut-board-honour-end = Manje Omhlophe kumele abambe inkosi phakathi kweminyakazo engu-64. Uma ukubala kweqa u-64 ngaphambi kokuba abambe inkosi, umdlalo uyalingana. Uma uhlangothi olubalayo lulahlekelwa yingcezu yalo yokugcina, esikhundleni salokho kuqala udumo lwezingcezu: isifundo esilandelayo.
makruk-tut-board-honour-exercise = Zuza isosha lokugcina lika-Omnyama, bese ubuka ukubala kuqala.

## 8. Udumo lwezingcezu (Pieces' honour)
makruk-tut-pieces-honour-title = Ukubala: udumo lwezingcezu
makruk-tut-pieces-honour-take = Dla ingcezu yokugcina ka-Omnyama, isikebhe esisesikweleni a2.
makruk-tut-pieces-honour-start = Omnyama usele nenkosi kuphela: udumo lwezingcezu, นับศักดิ์หมาก. Ukubala akuqali ku-1, kodwa kuqala enanini lezingcezu ezisebhodini kwengezwe u-1. Kusele izingcezu ezine, ngakho Omnyama uqala ukubala ngo-5.
makruk-tut-pieces-honour-table = Umkhawulo uncike kulokho uhlangothi olunamandla olunakho: izikebhe ezimbili, iminyakazo engu-8; isikebhe esisodwa, 16; akukho sikebhe kodwa izinduna ezimbili, 22; induna eyodwa, 44; akukho sikebhe nanduna kodwa amahhashi amabili, 32; ihhashi elilodwa, 64; abeluleki noma amasosha akhushuliwe kuphela, 64. Funda kusukela phezulu: kusebenza umugqa wokuqala ofanelekayo.
makruk-tut-pieces-honour-fixed = Ngezikebhe ezimbili Omhlophe unesikhathi kuze kube ukubala kufika ku-8: kusukela ku-5, iminyakazo emine kuphela. Umkhawulo ubekwa lapho ukubala kuqala, futhi awushintshi uma kudliwa izingcezu kamuva.
makruk-tut-pieces-honour-exercise = Izikebhe ezimbili zibhekene nenkosi esele yodwa: bamba inkosi ngaphambi kokuba ukubala kweqe u-8.

## 9. Ukubamba inkosi ngaphambi kokuphela kokubala (Mating within the count)
makruk-tut-mates-title = Ukubamba inkosi esele yodwa
makruk-tut-mates-edge = Ngesikebhe esisodwa, xosha inkosi uyise onqenqemeni lwebhodi, bese uletha inkosi yakho phambi kwayo. Lapha amakhosi abhekene: uma uyifaka engozini ngomugqa osonqenqemeni, isibanjiwe. Yisa isikebhe esikweleni h8.
makruk-tut-mates-wait = Isikebhe sakho esisesikweleni a7 sigcina inkosi ka-Omnyama emgqeni wokugcina. Yenza umnyakazo wokulinda emgqeni wesikhombisa: isikebhe siye esikweleni b7. Inkosi ka-Omnyama ingaya esikweleni d8 noma f8; uma iya esikweleni d8, ime phambi kweyakho, iyazibambisa.
makruk-tut-mates-wait-wrong = Lokho kukhulula inkosi, noma kumosha ukubala. Gcina umugqa wesikhombisa: isikebhe siye esikweleni b7.
makruk-tut-mates-finish = Amakhosi abhekene. Bamba inkosi onqenqemeni: isikebhe siye esikweleni b8.
makruk-tut-mates-minor = Ibanjiwe! Uma unenduna noma ihhashi kuphela, ukubamba inkosi kunzima kakhulu, futhi imikhawulo emide (44, 64) iyakucabangela lokho. Ngomeluleki noma ngamasosha akhushuliwe kuphela, kuyaqabukela ukuthi ubambe inkosi: zilungiselele ukulingana.
makruk-tut-mates-exercise = Isikebhe esisodwa sibhekene nenkosi esele yodwa: bamba inkosi ngaphambi kokuba ukubala kweqe u-16.
