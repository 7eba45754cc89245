//! Makruk in the real window (the shell around it), headless: chosen from the start
//! screen, played by clicking labelled squares, saved and reopened, exported to PGN and
//! read back, and ended by mate, resignation and review — as a person does it.

use dhayam::games::GameKind;
use dhayam::makruk::ai::Level;
use dhayam::makruk::notation::Notation;
use dhayam::makruk::rules::{Color, Outcome, Piece, Position, Role, Square};
use dhayam::makruk::ui::Command;
use dhayam::makruk::ui::session::{GameConfig, Looks, Seat, Session};
use dhayam::makruk::ui::text;
use dhayam::shell::text as shell_text;
use dhayam::shell::{App, ShellCommand};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

use crate::ui_support::makruk_table::{person, quick_looks, somchai_and_malee, two_people};
use crate::ui_support::{LARGE, app_harness, places, started};

/// Two people at a Makruk table from `fen` (or the start), moves not animated.
fn table(fen: Option<&str>) -> Harness<'static, App> {
    let session = two_people(|c| {
        if let Some(fen) = fen {
            c.start = Position::from_fen(fen).unwrap();
        }
    });
    app_harness(App::around(session), LARGE)
}

fn makruk<'a>(h: &'a Harness<'_, App>) -> &'a Session {
    h.state().game().makruk().expect("Makruk on the table")
}

fn click_square(h: &mut Harness<'_, App>, square: &str) {
    let square: Square = square.parse().unwrap();
    // Named in the table's notation, as the board names it.
    let label = makruk(h).square_name(square);
    h.get_by_label(&label).click();
    h.run_steps(2);
}

fn play(h: &mut Harness<'_, App>, from: &str, to: &str) {
    click_square(h, from);
    click_square(h, to);
}

fn click(h: &mut Harness<'_, App>, command: Command) {
    h.get_by_label(&command.text().unwrap()).click();
    h.run_steps(3);
}

/// Steps (with wall-clock time for the threads) until `done` holds.
fn wait_for(h: &mut Harness<'_, App>, what: &str, done: impl Fn(&App) -> bool) {
    for _ in 0..2000 {
        if done(h.state()) {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    panic!("waited in vain for {what}");
}

#[test]
fn a_newcomer_chooses_makruk_plays_the_computer_and_finds_the_game_again_next_time() {
    let (_root, places) = places("makruk-table-newcomer");
    let mut h = app_harness(started(&places, None), LARGE);
    assert!(h.state().chooser_open());
    let card = format!("{}: {}", GameKind::Makruk.name(), GameKind::Makruk.line());
    h.get_by_label(&card).click();
    h.run_steps(10);
    assert!(makruk(&h).dialog_open(), "Makruk's new game dialog");
    h.get_by_label(&dhayam::i18n::tr("makruk-start")).click();
    h.run_steps(3);
    assert!(!makruk(&h).dialog_open());
    // The settings' first game: the person is White against the computer at Easy.
    assert!(makruk(&h).seat(Color::Black).computer.is_some());
    play(&mut h, "e3", "e4");
    wait_for(&mut h, "the computer's answer", |app| {
        app.game().makruk().is_some_and(|s| s.game().len() == 2)
    });
    // Autosaved after the moves; the next start offers it.
    drop(h);
    let mut h = app_harness(started(&places, None), LARGE);
    assert!(h.state().resume_offered());
    h.get_by_label(&shell_text::resume()).click();
    h.run_steps(3);
    assert_eq!(makruk(&h).game().len(), 2);
    assert_eq!(
        makruk(&h).game().moves().next().unwrap().to_string(),
        "e3e4"
    );
}

#[test]
fn a_capture_that_promotes_shows_the_turned_disc_and_a_mate_ends_the_game() {
    // White's bia on e5 takes on d6 and, on the sixth rank, becomes a met (M9).
    let mut h = table(Some("4k3/8/3r4/4P3/8/8/R7/1R2K3 w - - 0 1"));
    play(&mut h, "e5", "d6");
    let promoted = text::square(
        "d6".parse().unwrap(),
        Some(Piece::new(Color::White, Role::Met)),
        true,
    );
    // Named with the move that brought it there.
    let marks = dhayam::makruk::ui::board::SquareMarks {
        moves: [Some((Color::White, true)), None],
        check: false,
    };
    let name = text::square_marked(
        "d6".parse().unwrap(),
        Some(Piece::new(Color::White, Role::Met)),
        true,
        dhayam::makruk::notation::Notation::San,
        marks,
    );
    assert!(name.starts_with(&promoted), "{name}");
    h.get_by_label(&name);
    assert!(
        makruk(&h)
            .game()
            .position()
            .board()
            .is_promoted("d6".parse().unwrap())
    );
    play(&mut h, "e8", "f8");
    // The two ruea: a7, then the mate on the back rank.
    play(&mut h, "a2", "a7");
    play(&mut h, "f8", "g8");
    play(&mut h, "b1", "b8");
    assert_eq!(
        makruk(&h).game().outcome(),
        Some(Outcome::Checkmate {
            winner: Color::White
        })
    );
    h.get_by_label(&text::outcome(
        Outcome::Checkmate {
            winner: Color::White,
        },
        "Somchai",
    ));
    // After the game, the review marks the moves and shows its summary.
    click(&mut h, Command::Review);
    wait_for(&mut h, "the review", |app| {
        app.game()
            .makruk()
            .is_some_and(|s| s.reviewed().is_some() && !s.review_running())
    });
    let marked = makruk(&h)
        .reviewed()
        .unwrap()
        .filter(|r| r.mark.is_some())
        .count();
    h.get_by_label(&text::review_summary(marked));
}

#[test]
fn a_saved_game_reopens_the_same_and_its_pgn_reads_back() {
    let (root, places) = places("makruk-table-save");
    let mut h = table(None);
    for (from, to) in [("e3", "e4"), ("d6", "d5"), ("e4", "d5")] {
        play(&mut h, from, to);
    }
    let path = root.path().join("game.dhayam");
    h.state_mut().apply(ShellCommand::SaveTo(path.clone()));
    h.run_steps(2);
    assert!(!h.state().unsaved());
    assert!(h.state().window_title().starts_with("game.dhayam"));
    let pgn = root.path().join("game.pgn");
    h.state_mut().apply(ShellCommand::ExportPgnTo(pgn.clone()));
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert!(text.contains("[Variant \"makruk\"]"), "{text}");
    assert!(text.contains("[White \"Somchai\"]"), "{text}");
    let end = *makruk(&h).game().position();
    drop(h);

    let mut h = app_harness(started(&places, Some(path)), LARGE);
    assert_eq!(makruk(&h).game().position(), &end);
    assert_eq!(makruk(&h).seat(Color::Black).name, "Malee");
    // Importing the PGN gives the same position, as a new game with no file.
    h.state_mut().apply(ShellCommand::ImportPgnFrom(pgn));
    h.run_steps(2);
    assert_eq!(makruk(&h).game().position(), &end);
    assert_eq!(h.state().document(), None);
}

#[test]
fn damaged_makruk_files_and_pgn_are_refused_with_the_reason_and_the_game_kept() {
    let (root, _) = places("makruk-table-damaged");
    let mut h = table(None);
    play(&mut h, "e3", "e4");
    let good = {
        let path = root.path().join("good.dhayam");
        h.state_mut().apply(ShellCommand::SaveTo(path.clone()));
        std::fs::read_to_string(path).unwrap()
    };
    // A move that is not legal is one damaged entry: the game up to the move before it
    // is offered (here none), naming it; Cancel keeps the game (issue 62, point 10).
    let illegal = root.path().join("illegal.dhayam");
    std::fs::write(&illegal, good.replace("\"e3e4\"", "\"e3e5\"")).unwrap();
    h.state_mut().apply(ShellCommand::OpenPath(illegal));
    h.run_steps(2);
    h.get_by_label(&shell_text::damaged_title("illegal.dhayam", 1, 1));
    h.get_by_label(&shell_text::cancel()).click();
    h.run_steps(2);
    assert_eq!(makruk(&h).game().len(), 1, "the game on the table stays");
    let cases = [
        (
            "newer.dhayam",
            good.replace("\"version\": 1", "\"version\": 7"),
        ),
        ("cut.dhayam", good[..good.len() / 2].to_string()),
        (
            "ending.dhayam",
            good.replace("\"moves\"", "\"ending\": \"gave up\",\n  \"moves\""),
        ),
    ];
    for (name, text) in &cases {
        let path = root.path().join(name);
        std::fs::write(&path, text).unwrap();
        // Three notices at most are in sight (issue 62): the log counts them all.
        let before = h.state().notice_log().len();
        h.state_mut().apply(ShellCommand::OpenPath(path));
        h.run_steps(2);
        assert_eq!(h.state().notice_log().len(), before + 1, "{name}");
        let notice = h.state().notices().last().unwrap();
        assert!(notice.contains(name), "{notice}");
        assert_eq!(makruk(&h).game().len(), 1, "the game on the table stays");
    }
    let pgn = root.path().join("bad.pgn");
    std::fs::write(&pgn, "[Event \"x\"]\n\n1. e4 Kxe4 *\n").unwrap();
    h.state_mut().apply(ShellCommand::ImportPgnFrom(pgn));
    h.run_steps(2);
    let notice = h.state().notices().last().unwrap();
    assert!(
        notice.contains("bad.pgn") && notice.contains("3"),
        "{notice}"
    );
    assert_eq!(makruk(&h).game().len(), 1);
}

#[test]
fn a_hint_points_at_a_move_and_resigning_ends_the_game() {
    let mut h = table(None);
    // H asks for the hint, as the button does.
    h.key_press(egui::Key::H);
    h.run_steps(2);
    assert!(makruk(&h).hint_running(), "H starts the hint's search");
    wait_for(&mut h, "the hint", |app| {
        app.game().makruk().is_some_and(|s| s.hint().is_some())
    });
    let hint = makruk(&h).hint().unwrap();
    let san = makruk(&h).game().position().san(hint.best.mv);
    h.get_by_label(&text::hint(&san, hint.best.win_chance));
    play(&mut h, "e3", "e4");
    assert!(
        makruk(&h).hint().is_none(),
        "a hint is for its own position"
    );
    // Black (to move) resigns: asked first, Keep playing keeps the game on.
    click(&mut h, Command::Resign);
    assert!(!makruk(&h).finished(), "one click ends nothing");
    click(&mut h, Command::CancelResign);
    assert!(!makruk(&h).finished());
    assert!(
        h.query_by_label(&Command::ConfirmResign.text().unwrap())
            .is_none()
    );
    click(&mut h, Command::Resign);
    click(&mut h, Command::ConfirmResign);
    assert!(makruk(&h).finished());
    assert_eq!(makruk(&h).result(), "1-0");
    // The reason stands in the side panel and in the game-over panel.
    let reason = text::ending(makruk(&h).ending().unwrap(), "Somchai", "Malee");
    assert_eq!(h.query_all_by_label(&reason).count(), 2);
    // Undo takes the resignation back with the move.
    click(&mut h, Command::Undo);
    assert!(!makruk(&h).finished());
}

#[test]
fn looking_back_through_the_moves_and_a_draw_between_people() {
    let mut h = table(None);
    for (from, to) in [("e3", "e4"), ("d6", "d5")] {
        play(&mut h, from, to);
    }
    h.get_by_label("e4").click();
    h.run_steps(2);
    assert_eq!(makruk(&h).viewing(), Some(1));
    assert!(
        !makruk(&h).waiting_for_person(),
        "no moves while looking back"
    );
    click(&mut h, Command::View(None));
    assert_eq!(makruk(&h).viewing(), None);
    click(&mut h, Command::OfferDraw);
    assert_eq!(makruk(&h).draw_offer(), Some(Color::White));
    // While the offer waits for its answer, it cannot be made again.
    let words = Command::OfferDraw.text().unwrap();
    assert!(h.get_by_label(&words).accesskit_node().is_disabled());
    click(&mut h, Command::AcceptDraw);
    assert_eq!(makruk(&h).result(), "1/2-1/2");
}

/// A person (White) offers the computer (Black) a draw: the computer thinks it over on its
/// own thread, so the frame that carries the offer returns at once, and it takes the draw
/// only where its search finds itself no better than level.
#[test]
fn the_computer_thinks_over_a_draw_offer_off_the_frame_and_answers_as_its_search_says() {
    // Two rueas against Black's bare khun: lost for Black. The reverse: won for Black.
    for (fen, accepts) in [
        ("4k3/8/8/8/8/8/8/R2K3R w - - 0 1", true),
        ("r3k2r/8/8/8/8/8/8/3K4 w - - 0 1", false),
    ] {
        let mut config = GameConfig::new(
            person("Somchai"),
            Seat {
                name: "Computer".into(),
                computer: Some(Level::Easy),
            },
        );
        config.start = Position::from_fen(fen).unwrap();
        let mut h = app_harness(App::around(Session::new(config, quick_looks())), LARGE);
        let words = Command::OfferDraw.text().unwrap();
        h.get_by_label(&words).click();
        let clock = std::time::Instant::now();
        h.step();
        assert!(
            makruk(&h).draw_answer_pending(),
            "{fen}: the answer is thought out off the frame"
        );
        assert!(
            clock.elapsed() < std::time::Duration::from_secs(2),
            "{fen}: the frame did not wait for the search"
        );
        h.step();
        if makruk(&h).draw_answer_pending() {
            assert!(
                h.get_by_label(&words).accesskit_node().is_disabled(),
                "{fen}: no second offer while the first is thought over"
            );
        }
        wait_for(&mut h, "the computer's answer", |app| {
            !app.game().makruk().unwrap().draw_answer_pending()
        });
        if accepts {
            assert_eq!(makruk(&h).result(), "1/2-1/2", "{fen}");
        } else {
            assert!(!makruk(&h).finished(), "{fen}");
            assert_eq!(
                makruk(&h).notice(),
                Some(text::draw_declined("Computer").as_str()),
                "{fen}"
            );
        }
    }
}

#[test]
fn every_language_draws_the_makruk_screens_at_both_sizes_with_every_glyph() {
    // kittest panics on a glyph the bundled fonts lack: every word shown must draw.
    for lang in dhayam::i18n::Lang::ALL {
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)] {
            let session = two_people(|c| {
                c.counting = dhayam::makruk::rules::CountingMode::Traditional;
                c.clock = Some(dhayam::makruk::settings::ClockSetting {
                    minutes: 5,
                    increment: 3,
                });
                c.start = Position::from_fen("4k3/7R/7R/8/8/1r6/r7/3K4 b - - 0 1").unwrap();
            });
            let app = App::around(session).with_language(lang);
            let mut h = app_harness(app, size);
            click(&mut h, Command::StartCount);
            play(&mut h, "b3", "b4");
            click(&mut h, Command::OfferDraw);
            click(&mut h, Command::DeclineDraw);
            click(&mut h, Command::ToggleEvalBar);
            h.state_mut().apply(ShellCommand::OpenChooser);
            h.run_steps(6);
            h.state_mut().apply(ShellCommand::CloseChooser);
            h.state_mut().apply(Command::OpenNewGameDialog);
            h.run_steps(6);
            h.state_mut().apply(Command::CloseDialog);
            click(&mut h, Command::Resign);
            click(&mut h, Command::ConfirmResign);
            h.run_steps(2);
            assert!(makruk(&h).finished(), "{lang:?}");
        }
    }
}

#[test]
fn the_rules_open_from_the_table_and_f1_in_every_language_with_every_section() {
    use dhayam::makruk::ui::rules_book;
    for lang in dhayam::i18n::Lang::ALL {
        let mut h = table(None);
        h.state_mut().apply(ShellCommand::SetLanguage(lang));
        h.run_steps(2);
        click(&mut h, Command::OpenRules);
        h.run_steps(6);
        assert!(makruk(&h).rules_open(), "{lang:?}");
        assert!(
            !makruk(&h).waiting_for_person(),
            "the game waits under the rules"
        );
        for id in rules_book::SECTIONS {
            // Each title is in the contents and over its section.
            let title = rules_book::section_title(id);
            assert!(
                h.query_all_by_label(&title).count() >= 2,
                "{lang:?}: section {id} ({title})"
            );
        }
        h.key_press(egui::Key::F1);
        h.run_steps(3);
        assert!(!makruk(&h).rules_open(), "F1 closes the rules");
        h.key_press(egui::Key::F1);
        h.run_steps(3);
        assert!(makruk(&h).rules_open(), "F1 opens them again");
    }
}

#[test]
fn thai_notation_writes_the_move_list_in_thai() {
    let config = somchai_and_malee();
    let looks = Looks {
        move_seconds: 0.0,
        notation: Notation::Thai,
        ..Looks::default()
    };
    let mut h = app_harness(App::around(Session::new(config, looks)), LARGE);
    play(&mut h, "b1", "d2");
    play(&mut h, "d6", "d5");
    // The move list reads ม (ma) to ง๒, then a bia to ง๕; a click on a move still looks
    // back at it.
    h.get_by_label("มง๒").click();
    h.run_steps(2);
    assert_eq!(makruk(&h).viewing(), Some(1));
    h.get_by_label("ง๕");
}

#[test]
fn a_move_a_capture_check_and_mate_are_heard() {
    use dhayam::widgets::sound::{Kind as Sound, Recorder};
    let recorder = Recorder::default();
    let session = two_people(|c| {
        c.start = Position::from_fen("4k3/8/3r4/4P3/8/8/R7/1R2K3 w - - 0 1").unwrap();
    });
    let mut h = app_harness(
        App::around(session).with_mixer(Box::new(recorder.clone())),
        LARGE,
    );
    // The bia takes on d6: a capture.
    play(&mut h, "e5", "d6");
    h.run_steps(2);
    assert_eq!(recorder.heard(), [Sound::Capture]);
    // A quiet step of the khun, then the ruea to a7, then mate on b8.
    play(&mut h, "e8", "f8");
    play(&mut h, "a2", "a7");
    play(&mut h, "f8", "g8");
    play(&mut h, "b1", "b8");
    h.run_steps(3);
    let heard = recorder.heard();
    assert_eq!(heard[1], Sound::Place);
    assert_eq!(heard.last(), Some(&Sound::Mate), "{heard:?}");
    assert_eq!(heard.iter().filter(|s| **s == Sound::Mate).count(), 1);

    // From the same start, the ruea to a8 gives check along the back rank.
    let recorder = Recorder::default();
    let session = two_people(|c| {
        c.start = Position::from_fen("4k3/8/3r4/4P3/8/8/R7/1R2K3 w - - 0 1").unwrap();
    });
    let mut h = app_harness(
        App::around(session).with_mixer(Box::new(recorder.clone())),
        LARGE,
    );
    play(&mut h, "a2", "a8");
    h.run_steps(2);
    assert_eq!(recorder.heard(), [Sound::Place, Sound::Check]);
}

/// How many triangles a frame gives the renderer to fill. A software renderer (Mesa's
/// llvmpipe, where there is no GPU) pays for each, and a running clock repaints the whole
/// window once a second (issue 30.4).
fn triangles(h: &Harness<'_, App>) -> usize {
    let out = h.output();
    h.ctx
        .tessellate(out.shapes.clone(), out.pixels_per_point)
        .iter()
        .map(|p| match &p.primitive {
            egui::epaint::Primitive::Mesh(mesh) => mesh.indices.len() / 3,
            egui::epaint::Primitive::Callback(_) => 0,
        })
        .sum()
}

#[test]
fn the_pieces_are_a_few_triangles_each_so_a_clock_s_frame_stays_cheap() {
    let mut h = table(None);
    h.run_steps(3);
    let frame = triangles(&h);
    // The start position's 32 pieces drawn as shapes, at the board's size.
    let position = Position::default();
    let square = egui::Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(67.0, 67.0));
    let shapes: Vec<egui::Shape> = Square::all()
        .filter_map(|sq| position.piece_at(sq))
        .flat_map(|p| {
            dhayam::makruk::ui::pieces::shapes(square, p.color, p.role, false, Default::default())
        })
        .collect();
    let as_shapes: usize = h
        .ctx
        .tessellate(
            vec![egui::epaint::ClippedShape::new(
                egui::Rect::EVERYTHING,
                egui::Shape::Vec(shapes),
            )],
            1.0,
        )
        .iter()
        .map(|p| match &p.primitive {
            egui::epaint::Primitive::Mesh(mesh) => mesh.indices.len() / 3,
            egui::epaint::Primitive::Callback(_) => 0,
        })
        .sum();
    // Drawn as shapes, the pieces alone were 20,304 triangles, over eight times what the
    // whole frame is now (2,429).
    assert!(
        frame * 5 < as_shapes,
        "the frame has {frame} triangles; its pieces as shapes would be {as_shapes}"
    );
}
