//! The Makruk table as a person uses it, headless (egui_kittest): pieces and squares are
//! found by the names a screen reader reads, and clicked.

use dhayam::makruk::ai::Level;
use dhayam::makruk::notation::Notation;
use dhayam::makruk::rules::{Color, CountingMode, Piece, Position, Role, Square};
use dhayam::makruk::ui::board::SquareMarks;
use dhayam::makruk::ui::session::{GameConfig, Seat, Session};
use dhayam::makruk::ui::text;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use crate::ui_support::LARGE;
use crate::ui_support::makruk_table::{person, quick_looks, somchai_and_malee, table_alone};

fn harness(config: GameConfig) -> Harness<'static, Session> {
    table_alone(Session::new(config, quick_looks()), LARGE)
}

/// Somchai and Malee from `fen` (and what `config` changes), after the first two frames.
fn table_from(fen: &str, config: impl FnOnce(&mut GameConfig)) -> Harness<'static, Session> {
    let mut c = somchai_and_malee();
    c.start = Position::from_fen(fen).unwrap();
    config(&mut c);
    let mut h = harness(c);
    h.run_steps(2);
    h
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn click_square(h: &mut Harness<'_, Session>, square: &str) {
    let square = sq(square);
    let label = h.state().square_name(square);
    h.get_by_label(&label).click();
    h.run_steps(2);
}

#[test]
fn a_person_picks_up_a_bia_and_puts_it_down_one_square_on() {
    let mut h = harness(somchai_and_malee());
    h.run_steps(2);
    click_square(&mut h, "e3");
    assert_eq!(h.state().selected(), Some(sq("e3")));
    assert_eq!(h.state().destinations().count(), 1);
    click_square(&mut h, "e4");
    let game = h.state().game();
    assert_eq!(
        game.moves().map(|m| m.to_string()).collect::<Vec<_>>(),
        ["e3e4"]
    );
    // The board names the moved piece on its new square, and the move that took it there
    // on both squares.
    let moved = |square: &str, arrived: bool, piece: Option<Piece>| {
        let marks = SquareMarks {
            moves: [Some((Color::White, arrived)), None],
            check: false,
        };
        text::square_marked(sq(square), piece, false, Notation::San, marks)
    };
    h.get_by_label(&moved(
        "e4",
        true,
        Some(Piece::new(Color::White, Role::Bia)),
    ));
    h.get_by_label(&moved("e3", false, None));
    assert_eq!(
        moved("e4", true, Some(Piece::new(Color::White, Role::Bia))),
        "White bia on e4, White moved here"
    );
    // A click on an opponent's piece picks nothing up.
    click_square(&mut h, "e4");
    assert_eq!(h.state().selected(), None);
}

#[test]
fn m6_a_piece_put_where_it_cannot_go_says_why() {
    use dhayam::makruk::rules::Refusal;
    let mut h = harness(somchai_and_malee());
    h.run_steps(2);
    click_square(&mut h, "b1");
    click_square(&mut h, "b2");
    assert_eq!(h.state().refused(), Some(Refusal::Reach(Role::Ma)));
    // The refusal says "ma", the moves "N": it says both (issue 62, point 15).
    let refused = text::refusal_in(Refusal::Reach(Role::Ma), Notation::San);
    assert_eq!(
        refused,
        format!(
            "{} The moves write the ma as N.",
            text::refusal(Refusal::Reach(Role::Ma))
        )
    );
    h.get_by_label(&refused);
    // And beside the move list, each letter with its name.
    assert_eq!(
        text::piece_letters(Notation::San),
        "K khun · M met · S khon · N ma · R ruea"
    );
    h.get_by_label(&text::piece_letters(Notation::San));
    assert!(h.state().game().is_empty(), "nothing moved");
    // The next move that is allowed clears the reason.
    click_square(&mut h, "b1");
    click_square(&mut h, "d2");
    assert_eq!(h.state().refused(), None);
    assert_eq!(h.state().game().len(), 1);
}

/// While the computer thinks, the table asks for no frame at all: its search wakes the
/// window when the move is ready (nothing polls).
#[test]
fn the_computer_s_move_wakes_the_window_and_nothing_polls_meanwhile() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let computer = Seat {
        name: "Computer".into(),
        computer: Some(Level::Beginner),
    };
    let mut h = harness(GameConfig::new(person("Somchai"), computer));
    let wakes = Arc::new(AtomicUsize::new(0));
    let counted = wakes.clone();
    h.state_mut().set_wake(Some(Arc::new(move || {
        counted.fetch_add(1, Ordering::SeqCst);
    })));
    h.run_steps(2);
    click_square(&mut h, "b1");
    click_square(&mut h, "d2");
    let mut polled = false;
    for _ in 0..400 {
        if h.state().game().len() == 2 {
            break;
        }
        if h.state().is_thinking().is_some() && h.state().next_wake().is_some() {
            polled = true;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    assert_eq!(h.state().game().len(), 2, "the computer replied");
    assert!(
        !polled,
        "the table asked for frames while the computer thought"
    );
    assert!(
        wakes.load(Ordering::SeqCst) >= 1,
        "the move woke the window"
    );
}

#[test]
fn the_computer_answers_and_undo_takes_back_to_the_person_s_turn() {
    let computer = Seat {
        name: "Computer".into(),
        computer: Some(Level::Beginner),
    };
    let mut h = harness(GameConfig::new(person("Somchai"), computer));
    h.run_steps(2);
    click_square(&mut h, "b1");
    click_square(&mut h, "d2");
    for _ in 0..400 {
        if h.state().game().len() == 2 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    assert_eq!(h.state().game().len(), 2, "the computer replied");
    h.get_by_label(&dhayam::makruk::ui::command::Command::Undo.text().unwrap())
        .click();
    h.run_steps(2);
    assert_eq!(h.state().game().len(), 0);
    assert_eq!(h.state().game().position(), &Position::start());
    assert!(h.state().move_rows().is_empty());
}

#[test]
fn m17_traditional_counting_starts_from_the_panel_and_a_counting_mate_is_warned_of() {
    let mut h = table_from("4k3/7R/7R/8/8/1r6/r7/3K4 b - - 0 1", |c| {
        c.counting = CountingMode::Traditional
    });
    let start = dhayam::makruk::ui::command::Command::StartCount
        .text()
        .unwrap();
    h.get_by_label(&start).click();
    h.run_steps(2);
    let count = h.state().game().spoken_count().expect("a count");
    assert_eq!((count.counter, count.spoken()), (Color::Black, 1));
    click_square(&mut h, "b3");
    click_square(&mut h, "b1");
    assert_eq!(h.state().game().len(), 0, "the mate waits for an answer");
    assert!(h.state().pending_mate().is_some());
    let anyway = dhayam::makruk::ui::command::Command::ConfirmMate
        .text()
        .unwrap();
    h.get_by_label(&anyway).click();
    h.run_steps(2);
    assert_eq!(
        h.state().game().outcome(),
        Some(dhayam::makruk::rules::Outcome::Draw(
            dhayam::makruk::rules::DrawReason::MateWhileCounting
        ))
    );
}

#[test]
fn the_new_game_dialog_starts_a_game_and_cancel_keeps_this_one() {
    use dhayam::makruk::ui::command::Command;
    let mut h = harness(somchai_and_malee());
    h.run_steps(2);
    click_square(&mut h, "e3");
    click_square(&mut h, "e4");
    assert_eq!(h.state().game().len(), 1);
    h.get_by_label(&Command::OpenNewGameDialog.text().unwrap())
        .click();
    h.run_steps(10);
    assert!(h.state().dialog_open());
    // While the dialog is open the board takes no move.
    assert!(!h.state().waiting_for_person());
    // A click beside the dialog keeps it open; Escape closes it, and Cancel does.
    h.get_by_label(&text::square(sq("a5"), None, false)).click();
    h.run_steps(3);
    assert!(
        h.state().dialog_open(),
        "a slip of the mouse keeps the choices"
    );
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    assert!(!h.state().dialog_open(), "Escape closes the dialog");
    h.get_by_label(&Command::OpenNewGameDialog.text().unwrap())
        .click();
    h.run_steps(10);
    h.get_by_label(&dhayam::i18n::tr("makruk-cancel")).click();
    h.run_steps(2);
    assert!(!h.state().dialog_open());
    assert_eq!(h.state().game().len(), 1);
    h.get_by_label(&Command::OpenNewGameDialog.text().unwrap())
        .click();
    h.run_steps(10);
    h.get_by_label(&dhayam::i18n::tr("makruk-start")).click();
    h.run_steps(2);
    assert!(!h.state().dialog_open());
    assert_eq!(h.state().game().len(), 0);
    assert_eq!(h.state().seat(Color::White).name, "Somchai");
}

fn press(h: &mut Harness<'_, Session>, command: dhayam::makruk::ui::command::Command) {
    h.get_by_label(&command.text().unwrap()).click();
    h.run_steps(3);
}

fn spoken(h: &Harness<'_, Session>) -> Option<(dhayam::makruk::rules::Honour, u16, u16)> {
    h.state()
        .game()
        .spoken_count()
        .map(|c| (c.honour, c.spoken(), c.limit_moves()))
}

#[test]
fn m17_traditional_a_stopped_count_is_asked_about_and_starts_again_from_one() {
    use dhayam::makruk::rules::Honour;
    use dhayam::makruk::ui::command::Command;
    // White, two rueas against one, is to move: it is not offered the count.
    let mut h = table_from("4k3/8/8/8/8/8/r7/R2K3R w - - 0 1", |c| {
        c.counting = CountingMode::Traditional
    });
    let start = Command::StartCount.text().unwrap();
    assert!(
        h.query_by_label(&start).is_none(),
        "the stronger side does not count"
    );
    click_square(&mut h, "h1");
    click_square(&mut h, "h2");
    // Black, the weaker side, counts from 1.
    press(&mut h, Command::StartCount);
    assert_eq!(spoken(&h), Some((Honour::Board, 1, 64)));
    click_square(&mut h, "e8");
    click_square(&mut h, "e7");
    click_square(&mut h, "h2");
    click_square(&mut h, "h1");
    assert_eq!(spoken(&h), Some((Honour::Board, 2, 64)));
    // Stop asks first; the count runs on until the answer.
    press(&mut h, Command::StopCount);
    h.get_by_label(&text::stop_count_question(1));
    assert_eq!(spoken(&h), Some((Honour::Board, 2, 64)));
    press(&mut h, Command::CancelStopCount);
    assert!(h.query_by_label(&text::stop_count_question(1)).is_none());
    assert_eq!(spoken(&h), Some((Honour::Board, 2, 64)));
    press(&mut h, Command::StopCount);
    press(&mut h, Command::ConfirmStopCount);
    assert_eq!(spoken(&h), None);
    // Start counting is offered again, and the new count begins at 1.
    press(&mut h, Command::StartCount);
    assert_eq!(spoken(&h), Some((Honour::Board, 1, 64)));
}

#[test]
fn m17_traditional_a_bare_khun_s_stopped_count_starts_again_from_the_pieces_plus_one() {
    use dhayam::makruk::rules::Honour;
    use dhayam::makruk::ui::command::Command;
    // Black's bare khun against two rueas: four pieces, so pieces' honour from 5 to 8.
    let mut h = table_from("4k3/8/8/8/8/8/R7/3K3R b - - 0 1", |c| {
        c.counting = CountingMode::Traditional
    });
    press(&mut h, Command::StartCount);
    assert_eq!(spoken(&h), Some((Honour::Pieces, 5, 8)));
    click_square(&mut h, "e8");
    click_square(&mut h, "e7");
    click_square(&mut h, "h1");
    click_square(&mut h, "h3");
    assert_eq!(spoken(&h), Some((Honour::Pieces, 6, 8)));
    press(&mut h, Command::StopCount);
    h.get_by_label(&text::stop_count_question(5));
    press(&mut h, Command::ConfirmStopCount);
    assert_eq!(spoken(&h), None);
    press(&mut h, Command::StartCount);
    assert_eq!(spoken(&h), Some((Honour::Pieces, 5, 8)));
}

#[test]
fn the_side_panel_s_buttons_keep_their_places_when_a_hint_a_count_or_a_message_appears() {
    use dhayam::makruk::ui::command::Command;
    let main = [
        Command::Hint,
        Command::OfferDraw,
        Command::Resign,
        Command::Undo,
        Command::Flip,
        Command::OpenNewGameDialog,
        Command::OpenRules,
        Command::OpenTutorial,
        Command::CopyFen,
    ];
    use dhayam::i18n::Lang;
    let sizes = [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)];
    for (size, lang) in sizes
        .into_iter()
        .flat_map(|s| [Lang::En, Lang::Ta, Lang::Th].map(|l| (s, l)))
    {
        dhayam::i18n::set_language(lang);
        let mut config = somchai_and_malee();
        config.counting = CountingMode::Traditional;
        config.start = Position::from_fen("4k3/8/8/8/8/8/r7/R2K3R b - - 0 1").unwrap();
        let mut h = table_alone(Session::new(config, quick_looks()), size);
        h.run_steps(3);
        let rects = |h: &Harness<'_, Session>| -> Vec<egui::Rect> {
            main.iter()
                .map(|c| h.get_by_label(&c.text().unwrap()).rect())
                .collect()
        };
        let before = rects(&h);
        let check = |h: &Harness<'_, Session>, event: &str| {
            assert_eq!(rects(h), before, "{size:?}: the buttons moved when {event}");
        };
        // A count starts, and the big count shows.
        press(&mut h, Command::StartCount);
        assert!(h.state().game().spoken_count().is_some());
        check(&h, "the count started");
        // A piece put down where it may not go: the reason shows.
        click_square(&mut h, "a2");
        click_square(&mut h, "b3");
        assert!(h.state().refused().is_some());
        check(&h, "a move was refused");
        // The hint.
        press(&mut h, Command::Hint);
        for _ in 0..2000 {
            if h.state().hint().is_some() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(5));
            h.step();
        }
        h.run_steps(2);
        assert!(h.state().hint().is_some(), "the hint came");
        check(&h, "the hint appeared");
        // The question before a stop, and the stop.
        press(&mut h, Command::StopCount);
        assert!(h.state().stop_asked());
        check(&h, "Stop counting asked its question");
        press(&mut h, Command::ConfirmStopCount);
        assert!(h.state().game().spoken_count().is_none());
        check(&h, "the count stopped");
        // A draw offered, and its question.
        press(&mut h, Command::OfferDraw);
        assert!(h.state().draw_offer().is_some());
        check(&h, "a draw was offered");
    }
}

#[test]
fn the_review_draws_the_better_move_and_the_bar_follows_the_move_looked_at() {
    use dhayam::makruk::ui::command::Command;
    // White hangs its ruea on a5, where Black's bia takes it.
    let mut h = table_from("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1", |_| {});
    press(&mut h, Command::ToggleEvalBar);
    click_square(&mut h, "a1");
    click_square(&mut h, "a5");
    click_square(&mut h, "b6");
    click_square(&mut h, "a5");
    click_square(&mut h, "d1");
    click_square(&mut h, "d2");
    press(&mut h, Command::Resign);
    press(&mut h, Command::ConfirmResign);
    assert!(h.state().finished());
    // The game-over panel offers the review.
    h.get_by_label(&text::game_over());
    // Review stands in the panel and in the side panel; either starts it.
    h.query_all_by_label(&Command::Review.text().unwrap())
        .next()
        .unwrap()
        .click();
    h.run_steps(3);
    for _ in 0..4000 {
        if h.state().reviewed().is_some() && !h.state().review_running() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    h.run_steps(3);
    let marked = *h
        .state()
        .reviewed()
        .expect("the review is done")
        .into_iter()
        .find(|r| r.mark.is_some())
        .expect("the hanging ruea is marked");
    assert_eq!(marked.ply, 0);
    // A click on the marked move shows the position after it, the better move drawn.
    let words = format!("Ra5{}", marked.mark.unwrap().symbol());
    h.get_by_label(&words).click();
    h.run_steps(3);
    assert_eq!(h.state().viewing(), Some(1));
    assert_eq!(h.state().pointed(), Some(marked.best.mv));
    // The bar shows White's chance after the move looked at (the review's figure).
    let after_blunder = h.state().eval().expect("a figure for the move looked at");
    assert!((after_blunder - marked.played_win_chance).abs() < 1e-9);
    // The bar's figure shows on hover too.
    h.get_by_label(&text::eval_bar(after_blunder)).hover();
    h.run_steps(40);
    assert!(
        h.query_all_by_label(&text::eval_bar(after_blunder)).count() >= 2,
        "a tooltip names White's chance beside the bar's own name"
    );
    // Looking at the start, with the ruea still White's, the bar stands higher.
    h.state_mut().apply(Command::View(Some(0)));
    h.run_steps(3);
    let at_start = h.state().eval().unwrap();
    assert!(
        at_start > after_blunder + 0.1,
        "the bar follows the position shown ({at_start} against {after_blunder})"
    );
}

/// Issue 62, point 12: the review works in the background and marks each move as soon as
/// it is judged, under a progress bar that moves by itself (the window is woken), while
/// the rest of the game is still being searched; the table answers meanwhile.
#[test]
fn the_review_marks_a_move_while_the_rest_is_still_judged() {
    use dhayam::makruk::ui::command::Command;
    // White hangs its ruea on a5 at once; then the khun walk for a dozen moves.
    let mut h = table_from("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1", |_| {});
    for (from, to) in [
        ("a1", "a5"),
        ("b6", "a5"),
        ("d1", "d2"),
        ("e8", "e7"),
        ("d2", "d3"),
        ("e7", "d6"),
        ("d3", "e4"),
        ("d6", "e6"),
        ("e4", "f4"),
        ("e6", "f6"),
        ("f4", "g4"),
        ("f6", "g6"),
    ] {
        click_square(&mut h, from);
        click_square(&mut h, to);
    }
    assert_eq!(h.state().game().len(), 12);
    press(&mut h, Command::Resign);
    press(&mut h, Command::ConfirmResign);
    h.query_all_by_label(&Command::Review.text().unwrap())
        .next()
        .unwrap()
        .click();
    h.run_steps(1);
    let total = 13;
    let mut marked_while_running = false;
    for _ in 0..4000 {
        let session = h.state();
        let first = session
            .reviewed()
            .and_then(|mut r| r.find(|r| r.mark.is_some()).copied());
        if let Some(first) = first {
            assert_eq!(first.ply, 0, "the hanging ruea");
            marked_while_running = session.review_running();
            if marked_while_running {
                // The move list shows the mark and the bar how far the review has come.
                h.get_by_label(&format!("Ra5{}", first.mark.unwrap().symbol()));
                let bar =
                    (0..=total).find(|d| h.query_by_label(&text::reviewing(*d, total)).is_some());
                assert!(bar.is_some_and(|d| d < total), "{bar:?}");
            }
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    assert!(
        marked_while_running,
        "the blunder is marked before the review is done"
    );
    for _ in 0..4000 {
        if !h.state().review_running() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    h.run_steps(2);
    assert_eq!(
        h.state().reviewed().unwrap().count(),
        12,
        "every move judged"
    );
    assert!((0..=total).all(|d| {
        h.query_by_label(&text::reviewing(d, total)).is_none()
            && h.query_by_label(&text::reviewing_deeper(d, total))
                .is_none()
    }));
}

#[test]
fn the_evaluation_bar_stands_beside_the_board() {
    use dhayam::makruk::ui::command::Command;
    let mut h = harness(somchai_and_malee());
    h.run_steps(2);
    press(&mut h, Command::ToggleEvalBar);
    for _ in 0..2000 {
        if h.state().eval().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    h.run_steps(2);
    let white = h.state().eval().expect("the bar's figure");
    let bar = h.get_by_label(&text::eval_bar(white)).rect();
    let a1 = h.get_by_label(&h.state().square_name(sq("a1"))).rect();
    let gap = a1.min.x - bar.max.x;
    assert!(
        gap > 0.0 && gap < a1.width(),
        "the bar ({bar:?}) is within a square's width of the board ({a1:?})"
    );
    assert!(bar.height() > 7.0 * a1.height(), "as tall as the board");
}

/// Issue 36: in Thai notation the board names its squares as the move list and the live
/// region do (ข๑, not b1), for a screen reader.
#[test]
fn in_thai_notation_the_board_names_its_squares_in_thai() {
    use dhayam::makruk::notation::Notation;
    let looks = dhayam::makruk::ui::session::Looks {
        notation: Notation::Thai,
        ..quick_looks()
    };
    let config = somchai_and_malee();
    let mut h = table_alone(Session::new(config, looks), LARGE);
    h.run_steps(2);
    let b1 = sq("b1");
    let ma = Piece {
        color: Color::White,
        role: Role::Ma,
    };
    let name = text::square_in(b1, Some(ma), false, Notation::Thai);
    assert!(name.contains("ข๑"), "{name}");
    h.get_by_label(&name);
    assert!(
        h.query_by_label(&text::square(b1, Some(ma), false))
            .is_none()
    );
}

/// Issue 62, point 3: the computer's reply came within 0.4 s and left only itself marked,
/// so a person's own move seemed to vanish. The reply waits out a readable pause (the
/// search is not slowed: the move found waits), and afterwards both sides' last moves are
/// on the board, each named for who played it.
#[test]
fn the_computer_s_reply_waits_a_readable_pause_and_both_last_moves_stay_marked() {
    let computer = Seat {
        name: "Computer".into(),
        computer: Some(Level::Beginner),
    };
    let mut h = harness(GameConfig::new(person("Somchai"), computer));
    h.run_steps(2);
    click_square(&mut h, "b1");
    click_square(&mut h, "d2");
    assert_eq!(h.state().game().len(), 1);
    // The person's move was played on the frame of the second click.
    let moved_at = h.state().now() - 0.05;
    let mut replied_at = None;
    for _ in 0..400 {
        if h.state().game().len() == 2 {
            replied_at = Some(h.state().now());
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    let replied_at = replied_at.expect("the computer replied");
    assert!(
        replied_at - moved_at >= 0.6,
        "the reply came {:.2} s after the person's move",
        replied_at - moved_at
    );
    h.run_steps(2);
    let reply = h.state().game().moves().nth(1).unwrap();
    let position = *h.state().game().position();
    let name = |square: Square, moves| {
        let marks = SquareMarks {
            moves,
            check: false,
        };
        let piece = position.piece_at(square);
        text::square_marked(square, piece, false, Notation::San, marks)
    };
    // The person's ma: the earlier move, White's, from b1 to d2.
    h.get_by_label(&name(sq("b1"), [None, Some((Color::White, false))]));
    h.get_by_label(&name(sq("d2"), [None, Some((Color::White, true))]));
    // The reply, the latest, Black's.
    h.get_by_label(&name(reply.from, [Some((Color::Black, false)), None]));
    h.get_by_label(&name(reply.to, [Some((Color::Black, true)), None]));
}

/// Issue 62, point 3: the check mark lasts as long as the check, not a moment; the
/// khun's square says so until the check is answered.
#[test]
fn a_khun_in_check_is_named_in_check_until_the_check_is_answered() {
    let mut h = table_from("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", |_| {});
    click_square(&mut h, "a1");
    click_square(&mut h, "a8");
    let khun = Some(Piece::new(Color::Black, Role::Khun));
    let in_check = text::square_marked(
        sq("e8"),
        khun,
        false,
        Notation::San,
        SquareMarks {
            moves: [None, None],
            check: true,
        },
    );
    assert_eq!(in_check, "Black khun on e8, in check");
    // Three seconds on, Black still thinking: still check.
    h.run_steps(60);
    h.get_by_label(&in_check);
    // Black answers it: no square says check any more.
    click_square(&mut h, "e8");
    click_square(&mut h, "e7");
    assert_eq!(h.state().game().len(), 2);
    let check_word = text::square_marked(
        sq("e8"),
        None,
        false,
        Notation::San,
        SquareMarks {
            moves: [None, None],
            check: true,
        },
    )
    .replace(&text::square(sq("e8"), None, false), "");
    assert!(
        h.query_all_by(|n| n.label().is_some_and(|l| l.ends_with(&check_word)))
            .next()
            .is_none(),
        "nothing is named in check after the answer"
    );
}

/// Issue 62, point 15: after a draw by the count the side panel read "9 / 8". A count past
/// its limit stands at it, and while the drawing move is still to come, says so.
#[test]
fn a_count_past_its_limit_reads_eight_of_eight_never_nine() {
    use dhayam::makruk::rules::{DrawReason, Honour, Outcome};
    // Two rueas against a bare khun: eight moves, and Black has said the eighth.
    let mut h = table_from("4k3/8/8/8/8/8/R7/3K3R b - 16 16 1", |_| {});
    let no_nine = |h: &Harness<'_, Session>| {
        h.query_all_by(|n| n.label().is_some_and(|l| l.contains("9 / 8")))
            .next()
            .is_none()
    };
    h.get_by_label(&text::count(Honour::Pieces, 8, 8));
    h.get_by_label(&text::count_run_out());
    assert!(no_nine(&h), "the count stands at its limit");
    click_square(&mut h, "e8");
    click_square(&mut h, "d8");
    assert_eq!(
        h.state().game().outcome(),
        Some(Outcome::Draw(DrawReason::Counting))
    );
    h.get_by_label(&text::count(Honour::Pieces, 8, 8));
    assert_eq!(text::count(Honour::Pieces, 9, 8), "Pieces' honour 8 / 8");
    assert!(no_nine(&h), "after the draw too");
}

/// Issue 62, point 13: asking to stop the count moves nothing in the side panel: the
/// question and its answers appear in the messages' block of its own height, and the
/// buttons, the count's buttons and the move list keep their places, at 1280×800 and
/// 800×600, in English, Tamil and Thai.
#[test]
fn the_stop_counting_question_moves_nothing_in_the_side_panel() {
    use dhayam::i18n::Lang;
    use dhayam::i18n::tr;
    use dhayam::makruk::ui::command::Command;
    use egui_kittest::kittest::NodeT;
    let sizes = [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)];
    for (size, lang) in sizes
        .into_iter()
        .flat_map(|s| [Lang::En, Lang::Ta, Lang::Th].map(|l| (s, l)))
    {
        dhayam::i18n::set_language(lang);
        let mut config = somchai_and_malee();
        config.counting = CountingMode::Traditional;
        config.start = Position::from_fen("4k3/8/8/8/8/8/r7/R2K3R w - - 0 1").unwrap();
        let mut h = harness(config);
        h.set_size(size);
        h.run_steps(2);
        click_square(&mut h, "h1");
        click_square(&mut h, "h2");
        press(&mut h, Command::StartCount);
        click_square(&mut h, "e8");
        click_square(&mut h, "e7");
        click_square(&mut h, "h2");
        click_square(&mut h, "h1");
        let labels = [
            Command::Undo.text().unwrap(),
            Command::StopCount.text().unwrap(),
            Command::Resign.text().unwrap(),
            tr("makruk-moves"),
        ];
        let places = |h: &Harness<'_, Session>| -> Vec<_> {
            labels
                .iter()
                .map(|l| {
                    h.get_by_label(l)
                        .accesskit_node()
                        .bounding_box()
                        .expect("on screen")
                })
                .collect()
        };
        let before = places(&h);
        press(&mut h, Command::StopCount);
        h.get_by_label(&text::stop_count_question(1));
        h.run_steps(3);
        assert_eq!(places(&h), before, "{size:?}, {lang:?}: the question asked");
        press(&mut h, Command::CancelStopCount);
        h.run_steps(3);
        assert_eq!(
            places(&h),
            before,
            "{size:?}, {lang:?}: the question answered"
        );
    }
    dhayam::i18n::set_language(Lang::En);
}

/// Issue 62, point 13: ticking Clock in the new game dialog neither grows it nor moves
/// it (it is centred on its size): the times keep their row, greyed while the clock is
/// off, and Start stays under the pointer.
#[test]
fn ticking_the_clock_in_the_new_game_dialog_moves_nothing_in_it() {
    use dhayam::i18n::tr;
    use dhayam::makruk::ui::command::Command;
    use egui_kittest::kittest::NodeT;
    let mut h = harness(somchai_and_malee());
    h.run_steps(2);
    h.state_mut().apply(Command::OpenNewGameDialog);
    h.run_steps(6);
    let place = |h: &Harness<'_, Session>, label: &str| {
        h.get_by_label(label)
            .accesskit_node()
            .bounding_box()
            .expect("on screen")
    };
    let clock = tr("makruk-clock");
    let start = tr("makruk-start");
    let (clock_before, start_before) = (place(&h, &clock), place(&h, &start));
    h.get_by_label(&clock).click();
    h.run_steps(6);
    assert_eq!(place(&h, &clock), clock_before, "the Clock box stays");
    assert_eq!(place(&h, &start), start_before, "Start stays");
    h.get_by_label(&clock).click();
    h.run_steps(6);
    assert_eq!(
        place(&h, &start),
        start_before,
        "Start stays, the clock off again"
    );
}

/// The game-over panel is as tall as what it holds: the result, why, and its row of
/// buttons, with no empty panel under them (a scroll area of the window's own kept the
/// panel at its greatest height).
#[test]
fn the_game_over_panel_ends_under_its_buttons() {
    use dhayam::makruk::ui::command::Command;
    use egui_kittest::kittest::NodeT;
    let mut h = table_from("4k3/8/1p6/8/8/8/8/R2K4 w - - 0 1", |_| {});
    click_square(&mut h, "d1");
    click_square(&mut h, "d2");
    press(&mut h, Command::Resign);
    press(&mut h, Command::ConfirmResign);
    h.run_steps(3);
    h.get_by_label(&text::game_over());
    let panel = h
        .ctx
        .memory(|m| m.area_rect(egui::Id::unique("makruk-game-over")))
        .expect("the game-over panel");
    let bottom = |label: &str| {
        h.query_all_by_label(label)
            .filter_map(|n| n.accesskit_node().bounding_box())
            .map(|b| b.y1 as f32)
            .filter(|y| *y <= panel.bottom() + 1.0)
            .fold(f32::MIN, f32::max)
    };
    let buttons = [Command::Review, Command::ExportPgn]
        .map(|c| bottom(&c.text().unwrap()))
        .into_iter()
        .fold(f32::MIN, f32::max);
    assert!(
        buttons > panel.top(),
        "the buttons are in the panel: {panel:?}"
    );
    assert!(
        panel.bottom() - buttons < 40.0,
        "the panel ends {} points under its last button",
        panel.bottom() - buttons
    );
}

/// Issue 65: the hint is worked out as a job (a thread here, steps between frames in a
/// browser) while the window goes on: a button answers while it thinks, and the hint
/// lands after, a legal move of the position.
#[test]
fn the_window_answers_while_a_hint_thinks_and_the_hint_lands() {
    use dhayam::makruk::ui::command::Command;
    let mut h = harness(somchai_and_malee());
    h.run_steps(2);
    press(&mut h, Command::Hint);
    assert!(h.state().hint_running(), "the hint thinks");
    let flipped = h.state().flipped();
    press(&mut h, Command::Flip);
    assert_ne!(
        h.state().flipped(),
        flipped,
        "Flip board answered meanwhile"
    );
    for _ in 0..4000 {
        if h.state().hint().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        h.step();
    }
    let hint = h.state().hint().expect("the hint landed");
    assert!(Position::start().is_legal(hint.best.mv), "{hint:?}");
    assert!(!h.state().hint_running());
}
