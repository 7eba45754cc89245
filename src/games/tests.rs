//! The files of the list of games, as each game's part of them reads and writes: a game
//! file of either game, the settings file's sections, the statistics' counts. (These were
//! the store's tests when the store named the games.)

mod game_file {
    use crate::dhayam::save::SaveError;
    use crate::games::{GameFile, GameFileError, GameKind};
    use crate::makruk::rules::{ByColor, CountingMode, Game, Position};
    use crate::makruk::save::Player;
    use crate::makruk::save::{MakrukSaveError, SavedMakruk};
    use crate::store::envelope;
    use crate::store::game_file::Payload;

    fn makruk_game() -> SavedMakruk {
        let mut game = Game::new(Position::start(), CountingMode::Automatic);
        for uci in ["e3e4", "d6d5"] {
            let mv = game.position().parse_uci(uci).unwrap();
            game.play(mv).unwrap();
        }
        let player = |name: &str| Player {
            name: name.into(),
            computer: None,
        };
        SavedMakruk {
            game,
            players: ByColor {
                white: player("Somchai"),
                black: player("Malee"),
            },
            counts: Vec::new(),
            ending: None,
            clock: None,
            created: "2026-12-01T10:00:00Z".into(),
            modified: String::new(),
        }
    }

    #[test]
    fn a_makruk_file_comes_back_as_makruk_and_anything_else_goes_to_dhayam() {
        let mut file = GameFile::Makruk(makruk_game());
        let text = file.to_json().unwrap();
        let back = GameFile::from_bytes(text.as_bytes()).unwrap();
        assert_eq!(back.kind(), GameKind::Makruk);
        assert!(back.unfinished());
        // A resigned game is over, though its rules did not end it.
        if let GameFile::Makruk(g) = &mut file {
            g.ending = Some(crate::makruk::play::ending::Ending::DrawAgreed);
        }
        assert!(!file.unfinished());
        file.stamp("");
        assert!(matches!(
            GameFile::from_bytes(br#"{"format": "chess", "version": 1}"#),
            Err(GameFileError::Dhayam(SaveError::NotDhayam))
        ));
        assert!(matches!(
            GameFile::from_bytes(br#"{"format": "makruk", "version": 99}"#),
            Err(GameFileError::Makruk(MakrukSaveError::NewerVersion {
                found: 99
            }))
        ));
        assert!(matches!(
            GameFile::from_bytes(&[0xff, 0x00]),
            Err(GameFileError::Dhayam(SaveError::NotText))
        ));
    }

    #[test]
    fn an_old_single_autosave_moves_to_its_games_place_with_its_backup() {
        let temp = tempfile::Builder::new()
            .prefix("dhayam-migrate-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let legacy = dir.join("autosave.dhayam");
        let place = |kind: GameKind| dir.join(format!("autosave-{kind:?}.dhayam"));
        let mut file = GameFile::Makruk(makruk_game());
        file.autosave(&legacy).unwrap();
        file.autosave(&legacy).unwrap();
        assert!(envelope::backup_path(&legacy).exists());
        assert_eq!(
            GameFile::migrate_autosave(&legacy, place),
            Some(GameKind::Makruk)
        );
        assert!(!legacy.exists() && !envelope::backup_path(&legacy).exists());
        let moved = GameFile::read_autosave(&place(GameKind::Makruk)).expect("moved and readable");
        assert_eq!(moved.kind(), GameKind::Makruk);
        assert!(envelope::backup_path(&place(GameKind::Makruk)).exists());
        // Nothing left to move; and a game's own autosave is never overwritten.
        assert_eq!(GameFile::migrate_autosave(&legacy, place), None);
        file.autosave(&legacy).unwrap();
        assert_eq!(GameFile::migrate_autosave(&legacy, place), None);
        assert!(legacy.exists(), "left alone beside the newer one");
        // A damaged autosave whose backup reads: the backup moves.
        std::fs::remove_file(place(GameKind::Makruk)).unwrap();
        file.autosave(&legacy).unwrap();
        std::fs::write(&legacy, b"{ not a game").unwrap();
        assert_eq!(
            GameFile::migrate_autosave(&legacy, place),
            Some(GameKind::Makruk)
        );
    }

    #[test]
    fn a_damaged_autosave_is_resumed_from_its_backup_and_says_so() {
        let temp = tempfile::Builder::new()
            .prefix("dhayam-autosave-bak-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let path = dir.join("autosave.dhayam");
        let mut file = GameFile::Makruk(makruk_game());
        file.autosave(&path).unwrap();
        file.autosave(&path).unwrap();
        let good = GameFile::load_autosave(&path);
        assert!(good.game.is_some() && good.damaged.is_none());
        std::fs::write(&path, b"{ torn").unwrap();
        let resumed = GameFile::load_autosave(&path);
        assert_eq!(resumed.game.map(|g| g.kind()), Some(GameKind::Makruk));
        assert!(resumed.damaged.is_some());
        // Nothing readable at all: nothing to resume, and nothing to say here.
        std::fs::write(envelope::backup_path(&path), b"{ torn too").unwrap();
        let none = GameFile::load_autosave(&path);
        assert!(none.game.is_none() && none.damaged.is_none());
    }
}

mod settings {
    use std::path::{Path, PathBuf};

    use crate::games::{Settings, WindowSettings};
    use crate::i18n::Lang;
    use crate::makruk;
    use crate::store::settings::{MAX_RECENT, SettingsFile, SettingsNotice, WindowPlace};

    fn load(path: &Path) -> (Settings, Vec<SettingsNotice>) {
        Settings::load(path)
    }

    fn store(
        settings: &Settings,
        path: &Path,
    ) -> Result<(), crate::store::envelope::EnvelopeError> {
        settings.store(path)
    }

    /// A folder of its own, removed when the test ends, passing or failing.
    fn temp_dir(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("dhayam-settings-{name}-"))
            .tempdir()
            .unwrap()
    }

    #[test]
    fn settings_round_trip() {
        let mut s = Settings::default();
        s.window.language = Some(Lang::Ta);
        s.dhayam.names.red = "அம்மா".into();
        s.dhayam.rules = "turn=pooled".to_string().try_into().unwrap();
        s.window.add_recent(Path::new("/games/a.dhayam"));
        let (back, notices) = Settings::from_toml(&s.to_toml()).unwrap();
        assert_eq!(back, s);
        assert!(notices.is_empty());
    }

    /// A Makruk clock chosen in the new game dialog is kept from one start to the next
    /// (its default is none, so the defaults' TOML lacks the key).
    #[test]
    fn a_makruk_clock_is_read_back_without_a_notice() {
        let mut s = Settings::default();
        s.makruk.clock = Some(crate::makruk::settings::ClockSetting {
            minutes: 10,
            increment: 5,
        });
        let text = s.to_toml();
        assert!(text.contains("[makruk.clock]"), "{text}");
        let (back, notices) = Settings::from_toml(&text).unwrap();
        assert_eq!(back.makruk.clock, s.makruk.clock);
        assert!(notices.is_empty(), "{notices:?}");
        // A clock that does not decode is reset, and said, like any other setting.
        let (back, notices) = Settings::from_toml("[makruk.clock]\nminutes = \"ten\"\n").unwrap();
        assert_eq!(back.makruk.clock, None);
        assert_eq!(notices.len(), 1, "{notices:?}");
    }

    #[test]
    fn old_and_partial_files_load() {
        let (s, notices) = Settings::from_toml("language = \"et\"\n").unwrap();
        assert_eq!(s.window.language, Some(Lang::Et));
        assert!(s.dhayam.auto_move);
        assert!(notices.is_empty());
        let (s, _) = Settings::from_toml("[names]\nred = \"Kavi\"\n").unwrap();
        assert_eq!(s.dhayam.names.red, "Kavi");
        assert_eq!(s.dhayam.names.green, "");
    }

    #[test]
    fn a_wrong_value_resets_only_that_setting() {
        let (s, notices) =
            Settings::from_toml("language = \"ta\"\nauto_move = \"yes\"\nvolume = 3\n").unwrap();
        assert_eq!(s.window.language, Some(Lang::Ta));
        assert!(s.dhayam.auto_move);
        assert_eq!(
            notices,
            vec![
                SettingsNotice::ValueReset {
                    key: "auto_move".into()
                },
                SettingsNotice::UnknownKey {
                    key: "volume".into()
                },
            ]
        );
    }

    #[test]
    fn a_corrupt_file_is_moved_aside_and_defaults_are_used() {
        let temp = temp_dir("corrupt");
        let dir = temp.path();
        let path = dir.join("settings.toml");
        std::fs::write(&path, b"language = \"ta\n[[[").unwrap();
        let (s, notices) = load(&path);
        assert_eq!(s, Settings::default());
        let [SettingsNotice::MovedAside { to, .. }] = &notices[..] else {
            panic!("{notices:?}");
        };
        assert!(to.to_string_lossy().contains("settings.toml.bad-"));
        assert_eq!(std::fs::read(to).unwrap(), b"language = \"ta\n[[[");
        assert!(!path.exists());
        // Binary junk too.
        std::fs::write(&path, [0xff, 0x00, 0xfe]).unwrap();
        assert!(matches!(
            &load(&path).1[..],
            [SettingsNotice::MovedAside { .. }]
        ));
    }

    #[test]
    fn a_missing_file_gives_defaults_quietly_and_store_writes_it() {
        let temp = temp_dir("missing");
        let dir = temp.path();
        let path = dir.join("deep/er/settings.toml");
        assert_eq!(load(&path), (Settings::default(), Vec::new()));
        let mut s = Settings::default();
        s.dhayam.fast_forward = true;
        store(&s, &path).unwrap();
        assert_eq!(load(&path).0, s);
    }

    #[test]
    fn window_places_round_trip_with_and_without_a_position() {
        let mut s = Settings::default();
        s.window.places = vec![
            WindowPlace {
                monitor: "1280x720".into(),
                width: 1264.0,
                height: 648.0,
                position: None,
                maximized: true,
            },
            WindowPlace {
                monitor: "1920x1080".into(),
                width: 1000.0,
                height: 700.0,
                position: Some([-1900.0, 40.0]),
                maximized: false,
            },
        ];
        let text = s.to_toml();
        assert!(text.contains("[[window.places]]"), "{text}");
        assert_eq!(Settings::from_toml(&text).unwrap(), (s, Vec::new()));
        // A damaged list resets alone.
        let (back, notices) = Settings::from_toml("[window]\nwidth = 900.0\nplaces = 3\n").unwrap();
        assert!(back.window.places.is_empty());
        assert_eq!(back.window.width, 900.0);
        assert_eq!(
            notices,
            vec![SettingsNotice::ValueReset {
                key: "window.places".into()
            }]
        );
    }

    #[test]
    fn recent_files_are_unique_and_few() {
        let mut s = WindowSettings::default();
        for i in 0..12 {
            s.add_recent(Path::new(&format!("/g/{i}.dhayam")));
        }
        s.add_recent(Path::new("/g/5.dhayam"));
        assert_eq!(s.recent_files.len(), MAX_RECENT);
        assert_eq!(s.recent_files[0], Path::new("/g/5.dhayam"));
        assert_eq!(
            s.recent_files
                .iter()
                .filter(|p| p.ends_with("5.dhayam"))
                .count(),
            1
        );
    }

    /// A file written by release 0.1.0, before the sections: every key at the top level.
    const RELEASE_0_1_0: &str = include_str!("../../tests/shell/settings/written-by-0.1.0.toml");

    #[test]
    fn a_file_of_release_0_1_0_is_taken_into_the_sections() {
        use crate::dhayam::ai::Level;
        use crate::dhayam::settings::{AnimSpeed, SeatPlayer};

        let (s, notices) = Settings::from_toml(RELEASE_0_1_0).unwrap();
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(s.window.language, None);
        assert_eq!((s.window.width, s.window.height), (1280.0, 800.0));
        assert!(s.window.recent_files.is_empty());
        let d = &s.dhayam;
        assert_eq!(d.rules.0.to_string(), "turn=pooled");
        assert_eq!(d.anim, AnimSpeed::Normal);
        assert!(d.practice && d.auto_move && !d.fast_forward && !d.win_chances);
        assert_eq!(d.players.red, SeatPlayer::Human);
        assert_eq!(d.players.green, SeatPlayer::Computer(Level::Easy));
        assert_eq!(d.players.blue, SeatPlayer::Off);
        assert_eq!(d.names.red, "");
        // Written back in sections, it reads the same.
        let text = s.to_toml();
        assert!(
            text.contains("[window]") && text.contains("[dhayam]"),
            "{text}"
        );
        assert!(!text.contains("window_width"), "{text}");
        assert_eq!(Settings::from_toml(&text).unwrap(), (s, Vec::new()));
    }

    #[test]
    fn old_keys_are_migrated_one_by_one_and_new_sections_are_read_key_by_key() {
        let old = "language = \"ta\"\nwindow_width = 900.0\nrecent_files = [\"/g/a.dhayam\"]\n\
                   animation = \"fast\"\ntutorial_done = [\"dice\"]\n[names]\nred = \"Kavi\"\n";
        let (s, notices) = Settings::from_toml(old).unwrap();
        assert!(notices.is_empty(), "{notices:?}");
        assert_eq!(s.window.language, Some(Lang::Ta));
        assert_eq!(s.window.width, 900.0);
        assert_eq!(s.window.recent_files, vec![PathBuf::from("/g/a.dhayam")]);
        assert_eq!(s.dhayam.anim, crate::dhayam::settings::AnimSpeed::Fast);
        assert_eq!(s.dhayam.tutorial_done, vec!["dice".to_string()]);
        assert_eq!(s.dhayam.names.red, "Kavi");

        let new = "[window]\nlanguage = \"xx\"\nwidth = 1000.0\n[dhayam]\npractice = true\n\
                   animation = \"warp\"\nvolume = 3\n[makruk]\nx = 1\npieces = \"western\"\n\
                   black = \"ace\"\n";
        let (s, notices) = Settings::from_toml(new).unwrap();
        assert_eq!(s.window.language, None);
        assert_eq!(s.window.width, 1000.0);
        assert!(s.dhayam.practice);
        assert_eq!(s.dhayam.anim, crate::dhayam::settings::AnimSpeed::Normal);
        assert_eq!(
            s.makruk.pieces,
            crate::makruk::settings::PieceStyle::Western
        );
        assert_eq!(s.makruk.black, makruk::settings::Settings::default().black);
        let mut keys: Vec<String> = notices
            .iter()
            .map(|n| match n {
                SettingsNotice::ValueReset { key } => format!("reset {key}"),
                SettingsNotice::UnknownKey { key } => format!("unknown {key}"),
                other => format!("{other:?}"),
            })
            .collect();
        keys.sort();
        assert_eq!(
            keys,
            [
                "reset dhayam.animation",
                "reset makruk.black",
                "reset window.language",
                "unknown dhayam.volume",
                "unknown makruk.x",
            ]
        );
    }

    #[test]
    fn a_file_with_settings_this_version_drops_is_kept_as_it_was() {
        let temp = temp_dir("newer");
        let dir = temp.path();
        let path = dir.join("settings.toml");
        let text = "[window]\nlanguage = \"ta\"\nfuture_key = 3\n[dhayam]\nauto_move = \"yes\"\n";
        std::fs::write(&path, text).unwrap();
        let (s, notices) = load(&path);
        assert_eq!(s.window.language, Some(Lang::Ta));
        let kept = notices
            .iter()
            .find_map(|n| match n {
                SettingsNotice::KeptCopy { to } => Some(to.clone()),
                _ => None,
            })
            .expect("a copy is kept");
        assert_eq!(std::fs::read_to_string(&kept).unwrap(), text);
        // The file itself is still there to be written over.
        assert!(path.exists());
        // A file this version reads whole gets no copy.
        std::fs::remove_file(&kept).unwrap();
        store(&s, &path).unwrap();
        let (_, notices) = load(&path);
        assert!(notices.is_empty(), "{notices:?}");
    }

    #[test]
    fn an_impossible_volume_is_clamped_and_said_not_written_back_as_infinity() {
        let (s, notices) = Settings::from_toml("[window]\nsound_volume = 1e308\n").unwrap();
        assert_eq!(s.window.sound_volume, 1.0);
        assert!(notices.contains(&SettingsNotice::ValueReset {
            key: "window.sound_volume".into()
        }));
        assert!(!s.to_toml().contains("inf"));
        let (s, _) = Settings::from_toml("[window]\nsound_volume = -3.0\nwidth = nan\n").unwrap();
        assert_eq!(s.window.sound_volume, 0.0);
        assert_eq!(s.window.width, WindowSettings::default().width);
    }

    #[test]
    fn an_online_relay_that_does_not_read_is_reset_and_said() {
        for (text, kept) in [
            ("", ""),
            ("none", "none"),
            ("https://relay.example.org", "https://relay.example.org"),
            ("ftp://relay.example.org", ""),
            ("relay.example.org", ""),
        ] {
            let toml = format!("[window]\nonline_relay = {text:?}\n");
            let (s, notices) = Settings::from_toml(&toml).unwrap();
            assert_eq!(s.window.online_relay, kept, "{text}");
            let reset = SettingsNotice::ValueReset {
                key: "window.online_relay".into(),
            };
            assert_eq!(
                notices.contains(&reset),
                kept != text,
                "{text}: {notices:?}"
            );
        }
    }

    /// Issue 65: the web page the lobby's links lead to reads strictly, as the relay does.
    #[test]
    fn a_web_page_that_does_not_read_is_reset_and_said() {
        for (text, kept) in [
            ("", ""),
            ("https://example.org/dhayam/", "https://example.org/dhayam/"),
            ("https://example.org/#join=", ""),
            ("example.org", ""),
        ] {
            let toml = format!("[window]\nweb_page = {text:?}\n");
            let (s, notices) = Settings::from_toml(&toml).unwrap();
            assert_eq!(s.window.web_page, kept, "{text}");
            let reset = SettingsNotice::ValueReset {
                key: "window.web_page".into(),
            };
            assert_eq!(
                notices.contains(&reset),
                kept != text,
                "{text}: {notices:?}"
            );
        }
    }

    #[cfg(unix)]
    #[test]
    fn special_files_in_place_of_the_settings_give_defaults_without_waiting() {
        let temp = temp_dir("special");
        let dir = temp.path();
        for (name, make) in crate::store::envelope::special_files(dir) {
            let path = dir.join(name);
            if !make {
                continue;
            }
            let (s, notices) = load(&path);
            assert_eq!(s, Settings::default(), "{name}");
            assert!(!notices.is_empty(), "{name}");
        }
    }
}

mod statistics {
    use std::path::Path;

    use crate::dhayam::play::game::Game;
    use crate::dhayam::play::record::GameRecord;
    use crate::dhayam::rules::{BySeat, Implement, Options, Seat, SeatSet};
    use crate::dhayam::statistics::{DhayamGame, DhayamPlayer};
    use crate::games::Statistics;
    use crate::makruk::statistics::MakrukGame;
    use crate::store::envelope::EnvelopeError;
    use crate::store::statistics::{StatisticsFile, StatisticsNotice};

    fn load(path: &Path) -> (Statistics, Option<StatisticsNotice>) {
        Statistics::load(path)
    }

    fn store(stats: &Statistics, path: &Path) -> Result<(), EnvelopeError> {
        stats.store(path)
    }

    /// A folder of its own, removed when the test ends, passing or failing.
    fn temp_dir(name: &str) -> tempfile::TempDir {
        tempfile::Builder::new()
            .prefix(&format!("dhayam-stats-{name}-"))
            .tempdir()
            .unwrap()
    }

    /// A whole game between Red ("Amma") and Yellow (a computer), first moves every time.
    fn finished_game(seed: u64) -> GameRecord {
        let seats = SeatSet::EMPTY.with(Seat::Red).with(Seat::Yellow);
        let mut game = Game::new(Options::default(), seats, seed).unwrap();
        crate::dhayam::play::game::tests::play_on(&mut game, usize::MAX, |moves| moves[0]);
        assert!(game.position().is_over());
        game.record().clone()
    }

    /// Issue 30: one game in which one name holds two seats (two "Computer (easy)"
    /// players) counts as one game for that name, not two; its throws per game are per
    /// seat.
    #[test]
    fn a_name_on_two_seats_counts_one_game() {
        let record = finished_game(11);
        let mut p = BySeat::default();
        p[Seat::Red] = Some(("Computer (easy)".to_string(), true));
        p[Seat::Yellow] = Some(("Computer (easy)".to_string(), true));
        let mut stats = Statistics::default();
        stats.add_dhayam(&DhayamGame {
            record: &record,
            players: p,
        });
        let c = &stats.dhayam["Computer (easy)"];
        assert_eq!(c.played, [1, 0, 0]);
        assert_eq!(c.games(), 1);
        assert_eq!(c.seats, 2);
        let replayed = Game::from_record(record.clone()).unwrap();
        let per_seat =
            f64::from(replayed.stats()[Seat::Red].throws + replayed.stats()[Seat::Yellow].throws)
                / 2.0;
        assert_eq!(c.throws_per_game(), Some(per_seat));
    }

    /// V3: a game of six cowries is counted in the shells' tallies, and luck is measured
    /// from the shells' average; partners both count the pair's win (V13).
    #[test]
    fn v3_v13_shells_are_counted_apart_and_a_pair_wins_together() {
        let options: Options = "dice=cowrie6,teams=on".parse().unwrap();
        let seats: SeatSet = Seat::ALL.into_iter().collect();
        let mut game = Game::new(options, seats, 21).unwrap();
        crate::dhayam::play::game::tests::play_on(&mut game, usize::MAX, |moves| moves[0]);
        let outcome = game.position().outcome().expect("over");
        let record = game.record().clone();
        let mut p: BySeat<Option<(String, bool)>> = BySeat::default();
        for seat in Seat::ALL {
            p[seat] = Some((seat.name().to_string(), false));
        }
        let mut s = Statistics::default();
        s.add_dhayam(&DhayamGame {
            record: &record,
            players: p,
        });
        assert_eq!(s.app_shells.iter().sum::<u64>(), record.throws());
        assert_eq!(s.app_dice.iter().sum::<u64>(), 0);
        for seat in Seat::ALL {
            let row = &s.dhayam[seat.name()];
            assert_eq!(row.wins(), u32::from(outcome.winners().contains(seat)));
            assert_eq!(row.shell_throws, row.throws);
            let expected = Implement::SixCowries.average();
            let luck = row.luck().expect("thrown");
            let average = row.throw_sum as f64 / row.throws as f64;
            assert!((luck - (average - expected)).abs() < 1e-12);
        }
        assert!(!s.is_empty());
    }

    fn players() -> BySeat<Option<(String, bool)>> {
        let mut p = BySeat::default();
        p[Seat::Red] = Some(("Amma".to_string(), false));
        p[Seat::Yellow] = Some(("Easy".to_string(), true));
        p
    }

    #[test]
    fn a_finished_game_counts_its_players_cuts_and_throws() {
        let record = finished_game(7);
        let game = Game::from_record(record.clone()).unwrap();
        let king = game.position().outcome().unwrap().king();
        let stats = game.stats();
        let mut s = Statistics::default();
        s.add_dhayam(&DhayamGame {
            record: &record,
            players: players(),
        });
        let amma = &s.dhayam["Amma"];
        assert_eq!(amma.played, [1, 0, 0]);
        assert_eq!(amma.wins(), u32::from(king == Seat::Red));
        assert_eq!(amma.cuts_made, u64::from(stats[Seat::Red].cuts));
        assert_eq!(
            amma.cuts_suffered,
            u64::from(stats[Seat::Red].cut_by_others)
        );
        assert_eq!(amma.throws, u64::from(stats[Seat::Red].throws));
        assert!(s.dhayam["Easy"].computer);
        // Every throw of the game is in the dice's counts, once.
        assert_eq!(s.app_dice.iter().sum::<u64>(), record.throws());
        // Every value thrown is in some player's sum, once.
        let thrown: u64 = record
            .plies
            .iter()
            .filter_map(|p| p.throw())
            .map(|t| u64::from(t.value().get()))
            .sum();
        assert_eq!(s.dhayam.values().map(|p| p.throw_sum).sum::<u64>(), thrown);
        assert_eq!(s.own_dice.iter().sum::<u64>(), 0);
        // A second game adds up.
        s.add_dhayam(&DhayamGame {
            record: &finished_game(8),
            players: players(),
        });
        assert_eq!(s.dhayam["Amma"].games(), 2);
    }

    #[test]
    fn an_unfinished_game_counts_nothing() {
        let mut record = finished_game(7);
        record.plies.truncate(10);
        let mut s = Statistics::default();
        s.add_dhayam(&DhayamGame {
            record: &record,
            players: players(),
        });
        assert!(s.is_empty());
    }

    #[test]
    fn figures_at_their_largest_stay_there_instead_of_overflowing() {
        let mut s = Statistics {
            app_dice: [u64::MAX; 7],
            ..Statistics::default()
        };
        s.dhayam.insert(
            "Amma".into(),
            DhayamPlayer {
                played: [u32::MAX; 3],
                throws: u64::MAX,
                throw_sum: u64::MAX,
                ..DhayamPlayer::default()
            },
        );
        s.add_dhayam(&DhayamGame {
            record: &finished_game(7),
            players: players(),
        });
        assert_eq!(s.app_dice, [u64::MAX; 7]);
        assert_eq!(s.dhayam["Amma"].played[0], u32::MAX);
        // The figures shown from them are still numbers.
        assert!(s.dhayam["Amma"].luck().is_some_and(f64::is_finite));
        assert!(
            s.dhayam["Amma"]
                .throws_per_game()
                .is_some_and(f64::is_finite)
        );
    }

    #[test]
    fn makruk_counts_each_person_by_colour_and_opponent() {
        let mut s = Statistics::default();
        let game = |result| MakrukGame {
            white: ("Somchai".into(), None),
            black: ("Computer".into(), Some("hard")),
            result,
        };
        s.add_makruk(&game("1-0"));
        s.add_makruk(&game("1/2-1/2"));
        s.add_makruk(&game("0-1"));
        s.add_makruk(&game("*"));
        let rows = &s.makruk["Somchai"];
        assert_eq!(rows.len(), 1);
        assert_eq!((rows[0].won, rows[0].drawn, rows[0].lost), (1, 1, 1));
        assert_eq!(
            (rows[0].colour.as_str(), rows[0].opponent.as_str()),
            ("white", "hard")
        );
        assert!(
            !s.makruk.contains_key("Computer"),
            "computers are not counted"
        );
    }

    #[test]
    fn statistics_survive_a_round_trip_and_a_damaged_file_is_moved_aside() {
        let temp = temp_dir("file");
        let dir = temp.path();
        let path = dir.join("statistics.json");
        let (empty, notice) = load(&path);
        assert!(empty.is_empty() && notice.is_none());
        let mut s = Statistics::default();
        s.add_dhayam(&DhayamGame {
            record: &finished_game(3),
            players: players(),
        });
        store(&s, &path).unwrap();
        let (back, notice) = load(&path);
        assert!(notice.is_none());
        assert_eq!(back.dhayam, s.dhayam);
        assert_eq!(back.app_dice, s.app_dice);

        std::fs::write(&path, b"{ not json").unwrap();
        let (fresh, notice) = load(&path);
        assert!(fresh.is_empty());
        let Some(StatisticsNotice::MovedAside { to, .. }) = notice else {
            panic!("{notice:?}")
        };
        assert!(to.exists() && !path.exists());
        assert_eq!(std::fs::read(&to).unwrap(), b"{ not json");
    }

    #[test]
    fn names_are_bounded_when_counted_and_when_loaded() {
        let long = "n".repeat(300_000);
        let mut stats = Statistics::default();
        stats.add_makruk(&MakrukGame {
            white: (long.clone(), None),
            black: ("Computer".into(), Some("hard")),
            result: "1-0",
        });
        assert_eq!(stats.makruk.keys().next().map(String::len), Some(40));
        let temp = temp_dir("long-names");
        let dir = temp.path();
        let path = dir.join("statistics.json");
        let mut file = Statistics::default();
        file.dhayam
            .insert(format!("{long}\u{1b}"), DhayamPlayer::default());
        std::fs::write(&path, serde_json::to_string(&file).unwrap()).unwrap();
        let (loaded, notice) = load(&path);
        assert!(notice.is_none());
        assert_eq!(loaded.dhayam.keys().next().map(String::len), Some(40));
    }
}

/// Opening a Dhayam file replays its moves once, as it is read and checked: neither the
/// question "Save this game first?" nor the table replays them again.
#[cfg(feature = "gui")]
mod opening {
    use crate::dhayam::play::record::replays;
    use crate::dhayam::rules::Options;
    use crate::dhayam::save;
    use crate::dhayam::ui::Session;
    use crate::shell::SaveFirst;
    use crate::shell::{App, ShellCommand};

    #[test]
    fn opening_a_dhayam_file_replays_its_moves_once() {
        let temp = tempfile::Builder::new()
            .prefix("dhayam-open-once-")
            .tempdir()
            .unwrap();
        let dir = temp.path();
        let path = dir.join("game.dhayam");
        let mut saved =
            Session::advanced(40, 7, Options::default()).to_saved("2026-12-02T06:00:00Z");
        save::save(&mut saved, &path).unwrap();
        // On a table with nothing to save, and on one whose game must be asked about first.
        for unsaved in [false, true] {
            let table = if unsaved {
                Session::advanced(6, 3, Options::default())
            } else {
                Session::startup()
            };
            let mut app = App::around(table);
            assert_eq!(app.unsaved(), unsaved);
            let before = replays::so_far();
            app.apply(ShellCommand::OpenPath(path.clone()));
            if unsaved {
                assert!(app.save_first_open());
                app.apply(ShellCommand::SaveFirst(SaveFirst::DontSave));
            }
            assert_eq!(replays::so_far() - before, 1, "unsaved: {unsaved}");
            let table = app
                .game()
                .dhayam()
                .expect("the file's game is on the table");
            assert_eq!(table.game().record(), saved.record());
            assert_eq!(app.document(), Some(path.as_path()));
        }
    }
}

/// The keys screen lists every key a game has: each keyed command has its words there.
#[cfg(feature = "gui")]
#[test]
fn every_keyed_command_of_every_game_has_words_for_the_keys_screen() {
    use crate::games::{GameCommand, GameKind};
    for kind in GameKind::ALL {
        for command in GameCommand::keyed(kind) {
            assert!(command.key_words().is_some(), "{kind:?}: {command:?}");
        }
    }
}

/// The keys both games give the same actions come from one list (`widgets::shortcuts`),
/// so a key means one thing whichever game is on the table; each game's own keys are its
/// own.
#[cfg(feature = "gui")]
mod keys {
    use crate::dhayam::ui::command::Command as Dhayam;
    use crate::makruk::ui::command::Command as Makruk;
    use crate::widgets::learning::Pressed;
    use crate::widgets::shortcuts;

    #[test]
    fn a_key_both_games_give_means_the_same_in_both() {
        let shared = [
            (
                Dhayam::FocusMoveField,
                Makruk::FocusMoveField,
                shortcuts::TYPE_MOVE,
            ),
            (
                Dhayam::FocusBoard,
                Makruk::FocusBoard,
                shortcuts::FOCUS_BOARD,
            ),
            (
                Dhayam::ReadPosition,
                Makruk::ReadPosition,
                shortcuts::READ_POSITION,
            ),
            (
                Dhayam::ReadLastMoves,
                Makruk::ReadLastMoves,
                shortcuts::READ_LAST_MOVES,
            ),
            (Dhayam::Undo, Makruk::Undo, shortcuts::UNDO),
            (Dhayam::Hint, Makruk::Hint, shortcuts::HINT),
            (Dhayam::OpenRules, Makruk::OpenRules, shortcuts::OPEN_RULES),
            (
                Dhayam::CloseRules,
                Makruk::CloseRules,
                shortcuts::CLOSE_RULES,
            ),
            (
                Dhayam::TutorialNext,
                Makruk::TutorialNext,
                shortcuts::TUTORIAL_NEXT,
            ),
            (
                Dhayam::TutorialBack,
                Makruk::TutorialBack,
                shortcuts::TUTORIAL_BACK,
            ),
            (
                Dhayam::CloseTutorial,
                Makruk::CloseTutorial,
                shortcuts::LEAVE,
            ),
            (
                Dhayam::Learning(Pressed::Back),
                Makruk::Learning(Pressed::Back),
                shortcuts::LEAVE,
            ),
        ];
        for (dhayam, makruk, keys) in &shared {
            assert_eq!(dhayam.shortcuts(), *keys, "{dhayam:?}");
            assert_eq!(makruk.shortcuts(), *keys, "{makruk:?}");
        }
        // Every keyed command of either game is one of these, or a key its game alone has.
        let own_dhayam = [Dhayam::Throw, Dhayam::CloseReview];
        let own_makruk = [
            Makruk::Flip,
            Makruk::ViewBack,
            Makruk::ViewNext,
            Makruk::View(None),
        ];
        for command in Dhayam::KEYED {
            assert!(
                shared.iter().any(|(d, _, _)| *d == command) || own_dhayam.contains(&command),
                "{command:?}"
            );
        }
        for command in Makruk::KEYED {
            assert!(
                shared.iter().any(|(_, m, _)| *m == command) || own_makruk.contains(&command),
                "{command:?}"
            );
        }
    }
}
