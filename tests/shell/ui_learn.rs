//! Learning from one's own games (issue 66), in the window: the planted-blunder game's
//! exercise is offered from the game over, answered wrong, and found again in File ▸
//! Practise the next day (the test sets the day), where it is answered right on the
//! board; the statistics keep each answer.

use std::path::PathBuf;

use crate::ui_support::dhayam_table::on_table;
use crate::ui_support::*;
use dhayam::dhayam::rules::{Move, Seat};
use dhayam::dhayam::ui::text;
use dhayam::games::practice::due;
use dhayam::shell::text as shell_text;
use dhayam::shell::{App, Launch, ShellCommand};
use dhayam::store::practice::Day;
use dhayam::store::settings::Places;
use dhayam::widgets::learning::numbered_row;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// A fresh pair of folders (removed when the test ends, passing or failing), with the
/// planted-blunder game copied in.
fn places_with_game(name: &str) -> (tempfile::TempDir, Places, PathBuf) {
    let (root, places) = crate::ui_support::places(&format!("ui-learn-{name}"));
    let game = root.path().join("planted.dhayam");
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/dhayam/saves/learn/planted_blunder.dhayam"
        ),
        &game,
    )
    .unwrap();
    (root, places, game)
}

/// Steps until the exercises' screen has found the game's exercises (they are worked
/// out on another thread: wall-clock time, not frames).
fn until_found(h: &mut Harness<'static, App>) {
    for _ in 0..3000 {
        h.step();
        let screen = on_table(h).learn_screen();
        if screen.is_some_and(|s| !s.finding) {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("the exercises were never found");
}

/// Whether something in the window is named `label` (the words on the screen, which its
/// live region may say too).
fn shows(h: &Harness<'static, App>, label: &str) {
    assert!(
        h.query_all_by_label(label).next().is_some(),
        "nothing says “{label}”"
    );
}

/// The square a move lands on, as the board names it to screen readers.
fn landing_said(position: &dhayam::dhayam::rules::Position, mv: Move) -> String {
    let Move::Pawn { from, value } = mv else {
        panic!("a pass is no exercise's answer");
    };
    let seat = position.to_move();
    let landing = position.landing(seat, from, value).unwrap();
    text::square_said(position, landing.to.square(position.board(), seat))
}

#[test]
fn the_planted_blunder_is_offered_answered_wrong_then_right_in_practise_the_next_day() {
    let (_root, places, game) = places_with_game("planted");
    let today = Day(20_428);
    let mut app = started(&places, None);
    app.set_today(today);
    let mut h = running(app);
    h.state_mut().apply(ShellCommand::OpenPath(game));
    h.run_steps(4);

    // Nothing is due before the game is learned from.
    h.state_mut().apply(ShellCommand::OpenPractise);
    h.run_steps(3);
    shows(&h, &text::learn_none_due());
    h.get_by_label(&text::learn_back()).click();
    h.run_steps(3);
    assert!(on_table(&h).learn_screen().is_none());

    // The game over offers it; the exercise is found without blocking the window.
    h.get_by_label(&text::learn()).click();
    h.run_steps(2);
    shows(&h, &text::learn_finding());
    until_found(&mut h);
    let screen = on_table(&h).learn_screen().unwrap();
    assert_eq!(screen.items.len(), 1);
    let kept = screen.items[0].exercise.clone();
    assert_eq!(
        (kept.played.as_str(), kept.better.as_str()),
        ("20+3", "4+3")
    );
    assert_eq!(kept.position, "n,4,13,20/-/n,n,19,47/- R Y 3");
    let (position, played, better) = kept.dhayam().unwrap();
    shows(&h, &text::learn_ask());
    shows(
        &h,
        &numbered_row(0, &text::learn_row("Amma", &today.date(), "Computer")),
    );
    // Kept in Amma's statistics at once, due today.
    assert_eq!(due(&h.state().statistics().exercises, "Amma", today), [0]);

    // Wrong, typed: the game's own move again. The better move is told with the chance
    // the game's move lost, and "Show me" plays it on the board.
    h.get_by_label(&text::learn_type()).focus();
    h.get_by_label(&text::learn_type())
        .type_text(&played.to_string());
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    let said = |mv| {
        text::move_words(&position, mv, |s: Seat| {
            if s == Seat::Red {
                "Amma".into()
            } else {
                "Computer".into()
            }
        })
    };
    let wrong = text::learn_wrong(&said(better), kept.lost);
    shows(&h, &wrong);
    // The chance of the answer and the better move's, once a hint's look has ranked the
    // position's moves on another thread.
    let mut ranking = None;
    for _ in 0..3000 {
        h.step();
        let screen = h.state().game().dhayam().unwrap().learn_screen().unwrap();
        ranking = screen.ranking().map(<[_]>::to_vec);
        if ranking.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let ranking = ranking.expect("the answer's chance was worked out");
    h.run_steps(2);
    let chance = |m: Move| ranking.iter().find(|(x, _)| *x == m).unwrap().1;
    shows(
        &h,
        &text::learn_yours(&said(played), chance(played), chance(better)),
    );
    shows(&h, &text::learn_board());
    h.get_by_label(&text::learn_show_me()).click();
    h.run_steps(2);
    shows(&h, &text::learn_shown());
    let stats = &h.state().statistics().exercises;
    assert_eq!(stats["Amma"][0].schedule.wrong, 1);
    assert!(due(stats, "Amma", today).is_empty());
    h.get_by_label(&text::learn_back()).click();
    h.run_steps(3);

    // The same day, Practise has nothing; the next day, the exercise is there again.
    h.state_mut().apply(ShellCommand::OpenPractise);
    h.run_steps(3);
    shows(&h, &text::learn_none_due());
    h.get_by_label(&text::learn_back()).click();
    h.run_steps(3);
    h.state_mut().set_today(today.after(1));
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::practise()).click();
    h.run_steps(3);
    shows(&h, &text::learn_practise_title());
    shows(
        &h,
        &numbered_row(0, &text::learn_row("Amma", &today.date(), "Computer")),
    );
    shows(&h, &text::learn_ask());

    // Right, on the board: the square the better move lands on. It is told why.
    h.get_by_label(&landing_said(&position, better)).click();
    h.run_steps(3);
    shows(&h, &text::learn_right(&said(better)));
    let why = dhayam::dhayam::ai::learn::MistakeKind::GateNotOpened.why(dhayam::i18n::Lang::En);
    shows(&h, &why);
    let stats = &h.state().statistics().exercises;
    let schedule = stats["Amma"][0].schedule;
    assert_eq!((schedule.right, schedule.wrong), (1, 1));
    assert_eq!(schedule.due, today.after(1 + 3));

    // And the statistics file keeps it: a new window reads it back.
    let again = started(&places, None);
    assert_eq!(again.statistics().exercises["Amma"][0].schedule, schedule);

    // What Amma keeps getting wrong: one gate not opened, and the lesson that teaches
    // the gate (the sixth) is a button away.
    shows(&h, &text::learn_summary());
    let kind = dhayam::i18n::tr("learn-kind-gate-not-opened");
    shows(&h, &format!("{kind}: 1"));
    let lesson = text::learn_lesson(6, &dhayam::i18n::tr("tutorial-gate-title"));
    h.get_by_label(&lesson).click();
    h.run_steps(3);
    let session = h.state().game().dhayam().unwrap();
    assert!(session.learn_screen().is_none());
    let tutorial = session.tutorial().expect("the tutorial is open");
    assert_eq!(tutorial.lessons[tutorial.lesson].id, "gate");
}

/// A Makruk game with a planted blunder, written where the test keeps its files: White
/// (Somchai, a person) puts the ruea on a5, where Black's bia takes it; Black, the
/// computer, resigns two moves later (an ending a save keeps).
fn makruk_planted(root: &std::path::Path) -> PathBuf {
    use dhayam::makruk::ai::Level;
    use dhayam::makruk::play::ending::Ending;
    use dhayam::makruk::rules::{ByColor, Color, CountingMode, Game, Position};
    use dhayam::makruk::save::{Player, SavedMakruk};
    let start = Position::from_fen("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1").unwrap();
    let mut game = Game::new(start, CountingMode::Automatic);
    for uci in ["a1a5", "b6a5", "d1d2"] {
        let mv = game.position().parse_uci(uci).unwrap();
        game.play(mv).unwrap();
    }
    let saved = SavedMakruk {
        game,
        players: ByColor {
            white: Player {
                name: "Somchai".into(),
                computer: None,
            },
            black: Player {
                name: "Computer".into(),
                computer: Some(Level::Hard),
            },
        },
        counts: Vec::new(),
        ending: Some(Ending::Resigned {
            loser: Color::Black,
        }),
        clock: None,
        created: "2026-12-06T10:00:00Z".into(),
        modified: "2026-12-06T10:00:00Z".into(),
    };
    let path = root.join("planted-makruk.dhayam");
    std::fs::write(&path, saved.to_json("test")).unwrap();
    path
}

/// Steps until Makruk's exercises' screen has found the game's exercises.
fn until_makruk_found(h: &mut Harness<'static, App>) {
    for _ in 0..3000 {
        h.step();
        let screen = h.state().game().makruk().unwrap().learn_screen();
        if screen.is_some_and(|s| !s.finding) {
            h.run_steps(2);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!("the exercises were never found");
}

/// The name the exercise's board gives `square` in `position` (with the moves it marks).
fn makruk_square(
    position: &dhayam::makruk::rules::Position,
    square: &str,
    last: Option<dhayam::makruk::rules::Move>,
) -> String {
    use dhayam::makruk::notation::Notation;
    let square = square.parse().unwrap();
    dhayam::makruk::ui::text::square_marked(
        square,
        position.piece_at(square),
        position.board().is_promoted(square),
        Notation::San,
        dhayam::makruk::ui::board::marks(position, last, None, square),
    )
}

/// Issue 66 in Makruk's window: the planted blunder is offered from the game over,
/// answered wrong on the board (the better move and the chance each gave are told, "Show
/// me" plays it), and found again in File ▸ Practise the next day (the test sets the day),
/// listed with the game it came from, where it is answered right, typed, and told why.
#[test]
fn makruk_planted_blunder_is_offered_answered_wrong_then_right_in_practise_the_next_day() {
    use dhayam::makruk::ui::text as m_text;
    let (root, places) = crate::ui_support::places("ui-learn-makruk");
    let game = makruk_planted(root.path());
    let today = Day(20_428);
    let mut app = App::launch(Launch::load(Some(places.clone()), None));
    app.set_today(today);
    let mut h = window(app, LARGE);
    h.run_steps(2);
    h.state_mut().apply(ShellCommand::OpenPath(game));
    h.run_steps(4);
    assert_eq!(h.state().game().kind(), dhayam::games::GameKind::Makruk);

    // Nothing is due before the game is learned from.
    h.state_mut().apply(ShellCommand::OpenPractise);
    h.run_steps(3);
    shows(&h, &m_text::learn_none_due());
    h.get_by_label(&m_text::learn_back()).click();
    h.run_steps(3);
    assert!(h.state().game().makruk().unwrap().learn_screen().is_none());

    // The game over offers it; the exercise is found without blocking the window.
    h.get_by_label(&m_text::learn()).click();
    h.run_steps(2);
    shows(&h, &m_text::learn_finding());
    until_makruk_found(&mut h);
    let screen = h.state().game().makruk().unwrap().learn_screen().unwrap();
    assert_eq!(screen.items.len(), 1);
    let kept = screen.items[0].exercise.clone();
    assert_eq!(kept.played, "a1a5");
    assert_eq!(kept.position, "4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1");
    assert_eq!(kept.kind.as_deref(), Some("piece-hanging"));
    let chance = kept.chance.expect("the better move's chance is kept");
    let (position, played, better) = kept.makruk().unwrap();
    shows(&h, &m_text::learn_ask());
    let row = numbered_row(0, &m_text::learn_row("Somchai", &today.date(), "Computer"));
    shows(&h, &row);
    assert_eq!(
        due(&h.state().statistics().exercises, "Somchai", today),
        [0]
    );
    assert!(!h.state().statistics().exercises.contains_key("Computer"));

    // Wrong, on the board: the game's own move again, a1 then a5.
    h.get_by_label(&makruk_square(&position, "a1", None))
        .click();
    h.run_steps(2);
    h.get_by_label(&makruk_square(&position, "a5", None))
        .click();
    h.run_steps(3);
    let san = |mv| position.san(mv);
    shows(
        &h,
        &m_text::learn_wrong(&san(better), &san(played), Some(chance), kept.lost),
    );
    let stats = &h.state().statistics().exercises;
    assert_eq!(stats["Somchai"][0].schedule.wrong, 1);
    assert!(due(stats, "Somchai", today).is_empty());
    // "Show me": the board shows the position after the better move, which it marks.
    let mut after = position;
    after.play_unchecked(better);
    let to = better.to.to_string();
    h.get_by_label(&m_text::learn_show_me()).click();
    h.run_steps(2);
    h.get_by_label(&makruk_square(&after, &to, Some(better)));
    // Then the game's own line, a move at a time: Ra5, bxa5, Kd2, and no further.
    let mut line = position;
    for step in 1..=3 {
        h.get_by_label(&m_text::learn_line_next()).click();
        h.run_steps(3);
        let screen = h.state().game().makruk().unwrap().learn_screen().unwrap();
        assert_eq!(screen.step(), step);
    }
    for uci in ["a1a5", "b6a5"] {
        let mv = line.parse_uci(uci).unwrap();
        line.play_unchecked(mv);
    }
    let kd2 = line.parse_uci("d1d2").unwrap();
    line.play_unchecked(kd2);
    shows(&h, &m_text::learn_line("Ra5 bxa5 Kd2"));
    h.get_by_label(&makruk_square(&line, "d2", Some(kd2)));
    {
        use egui_kittest::kittest::NodeT;
        let next_words = m_text::learn_line_next();
        let next = h.get_by_label(&next_words);
        assert!(next.accesskit_node().is_disabled());
    }

    // Asked again from the list, a wrong answer of its own: its win chance is worked
    // out on another thread and told beside the better move's.
    h.get_by_label(&row).click();
    h.run_steps(2);
    let other = position
        .legal_moves()
        .iter()
        .copied()
        .find(|m| *m != better && *m != played)
        .unwrap();
    h.get_by_label(&m_text::learn_type()).focus();
    h.get_by_label(&m_text::learn_type())
        .type_text(&other.to_string());
    h.key_press(egui::Key::Enter);
    h.run_steps(2);
    shows(&h, &m_text::learn_yours_finding());
    let mut yours = None;
    for _ in 0..3000 {
        h.step();
        yours = h
            .state()
            .game()
            .makruk()
            .unwrap()
            .learn_screen()
            .unwrap()
            .yours();
        if yours.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let yours = yours.expect("the answer's chance was worked out");
    h.run_steps(2);
    assert!((0.0..=1.0).contains(&yours));
    shows(&h, &m_text::learn_yours(&san(other), yours));
    h.get_by_label(&m_text::learn_back()).click();
    h.run_steps(3);

    // The next day File ▸ Practise lists it with its game, and the better move, typed,
    // is right and told why.
    h.state_mut().set_today(today.after(1));
    h.get_by_label(&shell_text::file_menu()).click();
    h.run_steps(2);
    h.get_by_label(&shell_text::practise()).click();
    h.run_steps(3);
    shows(&h, &m_text::learn_practise_title());
    shows(&h, &row);
    h.get_by_label(&m_text::learn_type()).focus();
    h.get_by_label(&m_text::learn_type())
        .type_text(&san(better));
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    shows(&h, &m_text::learn_right(&san(better)));
    shows(&h, &m_text::learn_why(Some("piece-hanging")));
    let schedule = h.state().statistics().exercises["Somchai"][0].schedule;
    assert_eq!((schedule.right, schedule.wrong), (1, 2));
    assert_eq!(schedule.due, today.after(1 + 3));

    // What Somchai keeps getting wrong: one piece left hanging, which no lesson teaches
    // yet, so no lesson's button stands beside it.
    shows(&h, &m_text::learn_summary());
    let kind = dhayam::i18n::tr("makruk-learn-kind-piece-hanging");
    shows(&h, &format!("{kind}: 1"));
    let lesson_word = m_text::learn_lesson(0, "");
    let lesson_word = lesson_word.split('0').next().unwrap();
    let lesson_buttons = h
        .query_all_by_role(egui::Role::Button)
        .filter(|n| {
            use egui_kittest::kittest::NodeT;
            n.accesskit_node()
                .label()
                .is_some_and(|l| l.starts_with(lesson_word))
        })
        .count();
    assert_eq!(lesson_buttons, 0);
}

/// Dhayam's "Show me" plays the game's line on from the exercise, as Makruk's does: after
/// the better move, "The game went on" steps through the game's own next moves, each
/// with the throws before it and whose they were, as the saved game has them.
#[test]
fn dhayam_the_game_went_on_shows_the_games_next_moves_and_their_throws() {
    use dhayam::dhayam::play::record::Ply;
    let (_root, places, game) = places_with_game("line");
    let record = dhayam::dhayam::save::load(&game).unwrap().record().clone();
    let mut h = running(started(&places, None));
    h.state_mut().apply(ShellCommand::OpenPath(game));
    h.run_steps(4);
    h.get_by_label(&text::learn()).click();
    h.run_steps(2);
    until_found(&mut h);
    let kept = on_table(&h).learn_screen().unwrap().items[0]
        .exercise
        .clone();
    let (position, played, _) = kept.dhayam().unwrap();
    // Kept with the exercise: the game's plies from the move played on.
    let ply = kept.from.ply;
    let plies: Vec<String> = record.plies[ply - 1..]
        .iter()
        .take(kept.line.len())
        .map(|p| p.text())
        .collect();
    assert_eq!(kept.line, plies);
    assert_eq!(kept.line[0], played.to_string());
    assert!(
        kept.line.iter().any(|p| p.starts_with("t:")),
        "{:?}",
        kept.line
    );

    // Nothing to step before the answer and "Show me".
    h.get_by_label(&text::learn_type()).focus();
    h.get_by_label(&text::learn_type())
        .type_text(&played.to_string());
    h.key_press(egui::Key::Enter);
    h.run_steps(3);
    h.get_by_label(&text::learn_show_me()).click();
    h.run_steps(2);
    // The move played, then the next player's throw and move.
    let name = |s: Seat| {
        if s == Seat::Red {
            "Amma".to_string()
        } else {
            "Computer".to_string()
        }
    };
    let mut at = position;
    let mut said = Vec::new();
    let mut values = Vec::new();
    for p in &record.plies[ply - 1..] {
        if said.len() == 2 {
            break;
        }
        let seat = at.to_move();
        match *p {
            Ply::Throw(t) | Ply::HandThrow(t) => {
                values.push(t.value().get().to_string());
                at.throw(t.value()).unwrap();
            }
            Ply::Move(mv) => {
                let words = text::move_words(&at, mv, name);
                said.push(if values.is_empty() {
                    text::said_line(&name(seat), &words)
                } else {
                    text::said_turn(&name(seat), &std::mem::take(&mut values), &[words])
                });
                at.play_unchecked(mv);
            }
        }
    }
    // The second move came after a throw: its words say it.
    assert!(matches!(
        record.plies[ply],
        Ply::Throw(_) | Ply::HandThrow(_)
    ));
    for _ in 0..2 {
        h.get_by_label(&text::learn_line_next()).click();
        h.run_steps(3);
    }
    shows(&h, &text::learn_line(&said.join(". ")));
    assert_eq!(on_table(&h).learn_screen().unwrap().step(), 2);
}

/// Whether `game`'s exercises' screen is open.
fn learning(h: &Harness<'static, App>, game: dhayam::games::GameKind) -> bool {
    match game {
        dhayam::games::GameKind::Dhayam => on_table(h).learn_screen().is_some(),
        dhayam::games::GameKind::Makruk => {
            h.state().game().makruk().unwrap().learn_screen().is_some()
        }
    }
}

/// In both games Escape leaves the exercises' screen, and the keys screen lists it:
/// "Esc", "Leave the exercises" on one row.
#[test]
fn escape_leaves_the_exercises_and_the_keys_screen_lists_it() {
    use dhayam::games::GameKind;
    use egui_kittest::kittest::NodeT;
    let leave = dhayam::i18n::tr("learn-leave-key");
    for game in GameKind::ALL {
        let mut h = window(practising(game), LARGE);
        h.run_steps(3);
        shows(&h, &text::learn_ask());
        assert!(learning(&h, game));
        h.key_press(egui::Key::Escape);
        h.run_steps(3);
        assert!(!learning(&h, game), "{game:?}: Escape left the exercises");

        h.key_press(egui::Key::Questionmark);
        h.run_steps(3);
        h.get_by_label(&shell_text::keys_title());
        let row = |n: egui_kittest::Node<'_>| {
            n.accesskit_node()
                .bounding_box()
                .map(|b| (b.y0 + b.y1) / 2.0)
                .unwrap()
        };
        let y = row(h.get_by_label(&leave));
        let esc = h.ctx.format_shortcut(&dhayam::widgets::shortcuts::LEAVE[0]);
        assert!(
            h.query_all_by_label(&esc).any(|n| (row(n) - y).abs() < 2.0),
            "{game:?}: “{esc}” beside “{leave}”"
        );
    }
}

/// The exercise's words reach a screen reader in both games: the screen's live region
/// (its one Status node) says the question with whose decision it was and what the game
/// played, then a wrong answer's verdict with the better move and its chance, and, asked
/// again, a right answer's with why.
#[test]
fn the_exercises_words_reach_the_screen_reader() {
    use dhayam::games::GameKind;
    // The exercise's row in the list (Practise's exercise has no game's date or others).
    let asked_again = |h: &mut Harness<'static, App>| {
        h.get_by_label(&numbered_row(0, &text::learn_row("Amma", "", "")))
            .click();
        h.run_steps(3);
    };
    let answer = |h: &mut Harness<'static, App>, words: &str| {
        h.get_by_label(&text::learn_type()).focus();
        h.get_by_label(&text::learn_type()).type_text(words);
        h.key_press(egui::Key::Enter);
        h.run_steps(3);
    };
    for game in GameKind::ALL {
        let mut h = window(practising(game), LARGE);
        h.run_steps(3);
        let heard = said(&h);
        assert!(heard.starts_with(&text::learn_ask()), "{game:?}: {heard}");
        let (question, wrong, right, why) = match game {
            GameKind::Dhayam => {
                let session = on_table(&h);
                let item = &session.learn_screen().unwrap().items[0];
                let (position, played, better) = item.exercise.dhayam().unwrap();
                let say = |mv| text::move_words(&position, mv, |s| session.config().name(s));
                (
                    text::learn_in_hand("Amma", "4", &say(played)),
                    text::learn_wrong(&say(better), item.exercise.lost),
                    text::learn_right(&say(better)),
                    text::learn_right_plain(),
                )
            }
            GameKind::Makruk => {
                use dhayam::makruk::ui::text as m;
                let item = &h
                    .state()
                    .game()
                    .makruk()
                    .unwrap()
                    .learn_screen()
                    .unwrap()
                    .items[0];
                let (position, played, better) = item.exercise.makruk().unwrap();
                let e = &item.exercise;
                (
                    m::learn_to_move("Amma", &m::color(position.turn()), &position.san(played)),
                    m::learn_wrong(
                        &position.san(better),
                        &position.san(played),
                        e.chance,
                        e.lost,
                    ),
                    m::learn_right(&position.san(better)),
                    m::learn_why(None),
                )
            }
        };
        assert!(heard.contains(&question), "{game:?}: {heard}");
        let played = match game {
            GameKind::Dhayam => "3+4",
            GameKind::Makruk => "Ra5",
        };
        answer(&mut h, played);
        let heard = said(&h);
        assert!(heard.contains(&wrong), "{game:?}: {heard}");
        asked_again(&mut h);
        let better = match game {
            GameKind::Dhayam => "10+4",
            GameKind::Makruk => "Ra2",
        };
        answer(&mut h, better);
        let heard = said(&h);
        assert!(
            heard.contains(&right) && heard.contains(&why),
            "{game:?}: {heard}"
        );
    }
}

/// Issue 65, phones: on a phone held upright the exercises' screen lays the board as wide
/// as the window on top and the list of exercises under it, as the game's table does
/// (the list stood beside a board a third of the window wide); the question's words and
/// the answer's field stay in the window.
#[test]
fn on_a_phone_held_upright_the_exercises_list_lies_under_the_board() {
    let (_root, places, game) = places_with_game("phone");
    let today = Day(20_428);
    let mut app = started(&places, None);
    app.set_today(today);
    let mut h = window(app, egui::vec2(390.0, 844.0));
    h.run_steps(2);
    h.state_mut().apply(ShellCommand::OpenPath(game));
    h.run_steps(4);
    h.get_by_label(&text::learn()).click();
    h.run_steps(2);
    until_found(&mut h);
    let screen = h.ctx.content_rect();
    let kept = on_table(&h).learn_screen().unwrap().items[0]
        .exercise
        .clone();
    let (position, _, _) = kept.dhayam().unwrap();
    let board = crate::ui_support::dhayam_table::board_rect(&h, &position);
    assert!(screen.contains_rect(board), "{board:?} in {screen:?}");
    assert!(
        board.width() > 0.65 * screen.width(),
        "the board takes the window's width: {board:?}"
    );
    let row = h
        .get_by_label(&numbered_row(
            0,
            &text::learn_row("Amma", &today.date(), "Computer"),
        ))
        .rect();
    assert!(
        row.min.y >= board.max.y,
        "the list's row {row:?} under {board:?}"
    );
    assert!(screen.contains_rect(row), "{row:?} in {screen:?}");
    let field = h.get_by_label(&text::learn_type()).rect();
    assert!(screen.contains_rect(field), "{field:?} in {screen:?}");
}
