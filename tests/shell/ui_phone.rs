//! Issue 65, phones: a window the size of a phone held upright (390×844) lays each game's
//! table out in a column, the board as wide as the window on top and the side panel under
//! it, all inside the window; a tap throws and a tap moves a pawn in Dhayam, a piece is
//! dragged to its square in Makruk. A tablet held sideways keeps the desktop's layout.

use crate::ui_support::app_harness;
use crate::ui_support::dhayam_table::{act_by_clicks, humans, quick_settings, settle};
use crate::ui_support::makruk_table::{square_label as makruk_square, two_people};
use crate::ui_support::{LARGE, window};
use dhayam::dhayam::rules::Seat;
use dhayam::dhayam::ui::{Session, text};
use dhayam::makruk::rules::Square;
use dhayam::shell::App;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

/// A phone held upright, in CSS pixels (the iPhone 12 to 15's).
const PHONE: egui::Vec2 = egui::vec2(390.0, 844.0);
/// A tablet held sideways.
const TABLET: egui::Vec2 = egui::vec2(1024.0, 768.0);

fn dhayam_at(size: egui::Vec2) -> Harness<'static, App> {
    let session =
        Session::new_with(humans(&[Seat::Red, Seat::Yellow], 7)).with_settings(quick_settings());
    let mut h = window(App::around(session), size);
    h.run_steps(3);
    h
}

/// The board's squares' outline: from the first rank's corners to the last's.
fn dhayam_board(h: &Harness<'_, App>) -> egui::Rect {
    let position = h.state().game().dhayam().unwrap().game().position();
    crate::ui_support::dhayam_table::board_rect(h, position)
}

#[test]
fn on_a_phone_held_upright_dhayam_s_panel_is_under_the_board_and_taps_play() {
    let mut h = dhayam_at(PHONE);
    let screen = h.ctx.content_rect();
    let board = dhayam_board(&h);
    let throw = h.get_by_label(&text::throw()).rect();
    assert!(screen.contains_rect(board), "{board:?} in {screen:?}");
    // The board's frame and the pawns waiting beside it take the rest.
    assert!(
        board.width() > 0.65 * screen.width(),
        "the board takes the window's width: {board:?}"
    );
    assert!(
        throw.min.y >= board.max.y,
        "the panel's Throw {throw:?} lies under the board {board:?}"
    );
    assert!(screen.contains_rect(throw), "{throw:?} in {screen:?}");
    // Taps: Throw, then each move a pawn of the throw's (or the next throw).
    for _ in 0..12 {
        act_by_clicks(&mut h);
        settle(&mut h, 400);
    }
    let plies = &h.state().game().dhayam().unwrap().game().record().plies;
    assert!(plies.len() >= 12, "twelve taps played: {plies:?}");
}

#[test]
fn a_tablet_held_sideways_keeps_dhayam_s_panel_beside_the_board() {
    for size in [TABLET, LARGE] {
        let h = dhayam_at(size);
        let board = dhayam_board(&h);
        let throw = h.get_by_label(&text::throw()).rect();
        assert!(
            throw.min.x >= board.max.x,
            "{size:?}: {throw:?} beside {board:?}"
        );
    }
}

#[test]
fn on_a_phone_held_upright_makruk_s_panel_is_under_the_board_and_a_piece_is_dragged() {
    let mut h = app_harness(App::around(two_people(|_| {})), PHONE);
    let screen = h.ctx.content_rect();
    let position = *h.state().game().makruk().unwrap().game().position();
    let square = |h: &Harness<'_, App>, s: &str| {
        let sq: Square = s.parse().unwrap();
        h.get_by_label(&makruk_square(&position, sq)).rect()
    };
    let board = square(&h, "a1").union(square(&h, "h8"));
    assert!(screen.contains_rect(board), "{board:?} in {screen:?}");
    assert!(board.width() > 0.8 * screen.width(), "{board:?}");
    // The side panel's player's name (and the turn it names), under the board.
    for name in somchai(&h) {
        assert!(name.min.y >= board.max.y, "{name:?} under {board:?}");
        assert!(screen.contains_rect(name), "{name:?} in {screen:?}");
    }

    // A finger drags the bia from e3 to e4.
    let (from, to) = (square(&h, "e3").center(), square(&h, "e4").center());
    h.event(egui::Event::PointerMoved(from));
    h.event(egui::Event::PointerButton {
        pos: from,
        button: egui::PointerButton::Primary,
        pressed: true,
        modifiers: egui::Modifiers::NONE,
    });
    h.run_steps(2);
    for i in 1..=6 {
        h.event(egui::Event::PointerMoved(
            from + (to - from) * (i as f32 / 6.0),
        ));
        h.run_steps(1);
    }
    h.event(egui::Event::PointerButton {
        pos: to,
        button: egui::PointerButton::Primary,
        pressed: false,
        modifiers: egui::Modifiers::NONE,
    });
    h.run_steps(3);
    let moves: Vec<String> = h
        .state()
        .game()
        .makruk()
        .unwrap()
        .game()
        .moves()
        .map(|m| m.to_string())
        .collect();
    assert_eq!(moves, ["e3e4"]);
}

#[test]
fn a_tablet_held_sideways_keeps_makruk_s_panel_beside_the_board() {
    let h = app_harness(App::around(two_people(|_| {})), TABLET);
    let position = *h.state().game().makruk().unwrap().game().position();
    let h8 = h
        .get_by_label(&makruk_square(&position, "h8".parse().unwrap()))
        .rect();
    for name in somchai(&h) {
        assert!(name.min.x >= h8.max.x, "{name:?} beside {h8:?}");
    }
}

/// Where the side panel names White's player (its row, and whose turn it is).
fn somchai(h: &Harness<'_, App>) -> Vec<egui::Rect> {
    let found: Vec<egui::Rect> = h
        .get_all_by_label_contains("Somchai")
        .map(|n| n.rect())
        .collect();
    assert!(!found.is_empty(), "the panel names Somchai");
    found
}

/// Dhayam's new game dialog on a phone: each seat's name field fits in the window (it was
/// 160 points wide whatever the room, and ran past the dialog's right edge, cut off).
#[test]
fn on_a_phone_held_upright_dhayam_s_new_game_names_fit_the_window() {
    use dhayam::dhayam::ui::Command;
    use dhayam::i18n::Lang;
    for lang in [Lang::En, Lang::Ta, Lang::Th] {
        let session = Session::new_with(humans(&[Seat::Red, Seat::Yellow], 7))
            .with_settings(quick_settings());
        let mut h = window(App::around(session).with_language(lang), PHONE);
        h.run_steps(3);
        h.state_mut().apply(Command::OpenNewGameDialog);
        h.run_steps(8);
        let screen = h.ctx.content_rect().expand(0.5);
        for seat in [Seat::Red, Seat::Green, Seat::Yellow, Seat::Blue] {
            let fields: Vec<egui::Rect> = h
                .get_all_by_label(&text::seat_name(seat))
                .map(|n| n.rect())
                .collect();
            assert!(!fields.is_empty(), "{lang:?}: {seat:?}'s name field");
            for field in fields {
                assert!(
                    screen.contains_rect(field),
                    "{lang:?}: {seat:?}'s name at {field:?}, outside {screen:?}"
                );
            }
        }
    }
}

/// Dhayam's tutorial on a phone held upright: the board as wide as the window, the step's
/// words and its controls under it, and the lessons folded above the words (a list down
/// the left and the words on the right left the board a third of the window); a tap
/// unfolds them and a tap on a lesson opens it.
#[test]
fn on_a_phone_held_upright_dhayam_s_tutorial_lies_under_the_board() {
    let mut h = dhayam_at(PHONE);
    h.get_by_label(&text::tutorial_button()).click();
    h.run_steps(3);
    let screen = h.ctx.content_rect();
    let tutorial = h.state().game().dhayam().unwrap().tutorial().unwrap();
    let position = *tutorial.run.position();
    let board = crate::ui_support::dhayam_table::board_rect(&h, &position);
    assert!(screen.contains_rect(board), "{board:?} in {screen:?}");
    assert!(board.width() > 0.65 * screen.width(), "{board:?}");
    let next = h.get_by_label(&text::tutorial_next()).rect();
    let lessons = h.get_by_label(&text::tutorial_lessons()).rect();
    for under in [next, lessons] {
        assert!(under.min.y >= board.max.y, "{under:?} under {board:?}");
        assert!(screen.contains_rect(under), "{under:?} in {screen:?}");
    }
    let second = format!("2. {}", text::tutorial_message(&tutorial.lessons[1].title));
    assert!(
        h.query_by_label(&second).is_none(),
        "the lessons are folded"
    );
    h.get_by_label(&text::tutorial_lessons()).click();
    h.run_steps(3);
    h.get_by_label(&second).click();
    h.run_steps(3);
    assert_eq!(
        h.state()
            .game()
            .dhayam()
            .unwrap()
            .tutorial()
            .unwrap()
            .lesson,
        1
    );
}

/// Makruk's tutorial on a phone held upright, as Dhayam's.
#[test]
fn on_a_phone_held_upright_makruk_s_tutorial_lies_under_the_board() {
    use dhayam::i18n::tr;
    let mut h = app_harness(App::around(two_people(|_| {})), PHONE);
    h.get_by_label(&dhayam::makruk::ui::Command::OpenTutorial.text().unwrap())
        .click();
    h.run_steps(3);
    let screen = h.ctx.content_rect();
    let tutorial = h.state().game().makruk().unwrap().tutorial().unwrap();
    let position = *tutorial.run.position();
    let square = |s: &str| {
        h.get_by_label(&makruk_square(&position, s.parse().unwrap()))
            .rect()
    };
    let board = square("a1").union(square("h8"));
    assert!(screen.contains_rect(board), "{board:?} in {screen:?}");
    assert!(board.width() > 0.8 * screen.width(), "{board:?}");
    let next = h.get_by_label(&tr("tutorial-next")).rect();
    let lessons = h.get_by_label(&tr("tutorial-lessons")).rect();
    for under in [next, lessons] {
        assert!(under.min.y >= board.max.y, "{under:?} under {board:?}");
        assert!(screen.contains_rect(under), "{under:?} in {screen:?}");
    }
    let second = format!("2. {}", tr(&tutorial.lessons[1].title));
    h.get_by_label(&tr("tutorial-lessons")).click();
    h.run_steps(3);
    h.get_by_label(&second).click();
    h.run_steps(3);
    assert_eq!(
        h.state()
            .game()
            .makruk()
            .unwrap()
            .tutorial()
            .unwrap()
            .lesson,
        1
    );
}

/// A finished Dhayam game opened on a phone held upright, its review asked for; with the
/// folder that holds the window's files (kept while the test runs).
fn finished_game_reviewed_on_a_phone(name: &str) -> (tempfile::TempDir, Harness<'static, App>) {
    use crate::ui_support::{places, started};
    let (root, places) = places(name);
    let finished = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/dhayam/saves/good/finished_game.dhayam");
    let mut h = window(started(&places, Some(finished)), PHONE);
    h.run_steps(3);
    h.get_by_label(&text::review()).click();
    h.run_steps(3);
    (root, h)
}

/// Dhayam's review on a phone held upright: the list of decisions (the seats' figures,
/// the marks, the judged moves) under the board, as the table's side panel is, not a
/// column beside a board a third of the window wide.
#[test]
fn on_a_phone_held_upright_dhayam_s_review_lists_its_decisions_under_the_board() {
    let (_root, h) = finished_game_reviewed_on_a_phone("phone-review");
    let screen = h.ctx.content_rect();
    let review = h
        .state()
        .game()
        .dhayam()
        .unwrap()
        .review_screen()
        .expect("the review is open");
    let label = match review.move_number() {
        Some(n) => text::review_board(n),
        None => text::review_end(),
    };
    // The board, and the live region that says the same words.
    let board = h
        .get_all_by_label(&label)
        .map(|n| n.rect())
        .max_by(|a, b| a.area().total_cmp(&b.area()))
        .unwrap();
    assert!(screen.contains_rect(board), "{board:?} in {screen:?}");
    assert!(board.width() > 0.65 * screen.width(), "{board:?}");
    let marks = h.get_by_label(&text::review_marks()).rect();
    assert!(marks.min.y >= board.max.y, "{marks:?} under {board:?}");
    assert!(screen.contains_rect(marks), "{marks:?} in {screen:?}");
    let next = h.get_by_label(&text::review_next()).rect();
    assert!(screen.contains_rect(next), "{next:?} in {screen:?}");
}

/// A finger does not hover: what the review's figures mean, a tooltip under a pointer,
/// opens on a tap too (and the next tap closes it).
#[test]
fn on_a_phone_a_tap_on_the_review_s_luck_says_what_it_means() {
    let (_root, mut h) = finished_game_reviewed_on_a_phone("phone-review-luck");
    // The seats' figures come once every decision is judged.
    let start = std::time::Instant::now();
    while h.state().game().dhayam().unwrap().reviewing() {
        assert!(start.elapsed().as_secs() < 120, "the review never ended");
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    h.run_steps(3);
    let review = h.state().game().dhayam().unwrap().review_screen().unwrap();
    let luck = text::review_luck(review.review.luck[Seat::Red]);
    assert!(h.query_by_label(&text::review_luck_hint()).is_none());
    // (Both seats' luck may read alike: Red's row comes first.)
    h.get_all_by_label(&luck).next().unwrap().click();
    h.run_steps(3);
    h.get_by_label(&text::review_luck_hint());
    h.get_all_by_label(&luck).next().unwrap().click();
    h.run_steps(3);
    assert!(h.query_by_label(&text::review_luck_hint()).is_none());
}

/// A finger's tap at `at`: the touch, with the pointer's press and release a browser
/// sends beside it, and the pointer gone after (a finger leaves no hover).
fn tap(h: &mut Harness<'_, App>, at: egui::Pos2) {
    let touch = |phase| egui::Event::Touch {
        device_id: egui::TouchDeviceId(1),
        id: egui::TouchId(1),
        phase,
        pos: at,
        force: None,
    };
    let press = |pressed| egui::Event::PointerButton {
        pos: at,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: egui::Modifiers::default(),
    };
    for event in [
        touch(egui::TouchPhase::Start),
        egui::Event::PointerMoved(at),
        press(true),
        touch(egui::TouchPhase::End),
        press(false),
        egui::Event::PointerGone,
    ] {
        h.event(event);
    }
    h.run_steps(2);
}

/// Plays by clicks until a person is to move a pawn that does not cut (a move made by
/// its pawn); that move.
fn until_a_pawn_moves(h: &mut Harness<'_, App>) -> dhayam::dhayam::rules::Move {
    use crate::ui_support::dhayam_table::keen_move;
    use dhayam::dhayam::rules::{Move, Phase};
    for _ in 0..60 {
        let position = *h.state().game().dhayam().unwrap().game().position();
        if position.phase() == Phase::Move {
            let mv = keen_move(&position, None);
            if let Move::Pawn { from, value } = mv
                && position
                    .landing(position.to_move(), from, value)
                    .is_ok_and(|l| l.cut.is_none())
            {
                return mv;
            }
        }
        act_by_clicks(h);
        settle(h, 400);
    }
    panic!("no pawn to move in sixty actions");
}

fn plies(h: &Harness<'_, App>) -> usize {
    h.state()
        .game()
        .dhayam()
        .unwrap()
        .game()
        .record()
        .plies
        .len()
}

/// Issue 65, phones: a finger has no hover, so the route a pawn would take is shown by a
/// first tap on it, which picks it (said to be pressed); a second tap on it, or a tap on
/// where it lands, plays it. A mouse's click still plays at once (the tests above).
#[test]
fn on_a_phone_a_first_tap_on_a_pawn_shows_its_route_and_a_second_moves_it() {
    use crate::ui_support::dhayam_table::{landing_label, pawn_label};
    use egui_kittest::kittest::NodeT;
    let mut h = dhayam_at(PHONE);
    for by_landing in [false, true] {
        let mv = until_a_pawn_moves(&mut h);
        let position = *h.state().game().dhayam().unwrap().game().position();
        let (pawn, landing) = (pawn_label(&position, mv), landing_label(&position, mv));
        let before = plies(&h);
        let at = h.get_by_label(&pawn).rect().center();
        tap(&mut h, at);
        assert_eq!(plies(&h), before, "a first tap only picks the pawn");
        assert_eq!(
            h.get_by_label(&pawn).accesskit_node().toggled(),
            Some(egui::accesskit::Toggled::True),
            "the picked pawn is said to be chosen (pressed)"
        );
        let second = if by_landing {
            h.get_by_label(&landing).rect().center()
        } else {
            at
        };
        tap(&mut h, second);
        settle(&mut h, 400);
        assert_eq!(
            h.state().game().dhayam().unwrap().game().record().plies[before..].first(),
            Some(&dhayam::dhayam::play::record::Ply::Move(mv)),
            "the second tap ({}) played the pawn's move",
            if by_landing {
                "on its landing"
            } else {
                "on the pawn"
            }
        );
    }
}

/// Issue 65, phones: the tutorial's dice on a phone held upright take about a ninth of
/// the window's height (they took 170 of 844 points, a fifth, and pushed the step's
/// words and controls off the window), and stay whole inside it.
#[test]
fn on_a_phone_held_upright_dhayam_s_tutorial_dice_are_sized_to_the_window() {
    let mut h = dhayam_at(PHONE);
    h.get_by_label(&text::tutorial_button()).click();
    h.run_steps(3);
    let screen = h.ctx.content_rect();
    let dice = (1..=4)
        .flat_map(|i| (0..=6).map(move |pips| text::die(i, pips)))
        .filter_map(|label| h.query_by_label(&label).map(|n| n.rect()))
        .fold(egui::Rect::NOTHING, |all, r| all.union(r));
    assert!(dice.is_positive(), "the tutorial shows its dice");
    assert!(screen.contains_rect(dice), "{dice:?} in {screen:?}");
    assert!(
        dice.height() <= screen.height() / 8.0,
        "the dice {dice:?} take at most an eighth of the window's height"
    );
    // The step's controls under the dice stay in the window.
    let next = h.get_by_label(&text::tutorial_next()).rect();
    assert!(screen.contains_rect(next), "{next:?} in {screen:?}");
}

/// Where a tutorial's words and title stand on a phone held upright: the lesson's title
/// (its place label), Skip, Leave, the step's words, and the top of the controls' strip.
struct TutorialOnPhone {
    screen: egui::Rect,
    place: egui::Rect,
    /// The place label's width, not shortened.
    place_whole: f32,
    skip: egui::Rect,
    leave: egui::Rect,
    words: egui::Rect,
    /// The line of keys under the words.
    keys: egui::Rect,
    controls_top: f32,
}

impl TutorialOnPhone {
    fn read(h: &Harness<'_, App>, [place, words, keys]: [&str; 3], controls_top: f32) -> Self {
        use dhayam::i18n::tr;
        let font = h.ctx.global_style().text_styles[&egui::TextStyle::Body].clone();
        let place_whole = h.ctx.fonts_mut(|f| {
            f.layout_no_wrap(place.to_owned(), font, egui::Color32::WHITE)
                .size()
                .x
        });
        TutorialOnPhone {
            screen: h.ctx.content_rect(),
            place: h.get_by_label(place).rect(),
            place_whole,
            skip: h.get_by_label(&tr("tutorial-skip")).rect(),
            leave: h.get_by_label(&tr("tutorial-leave")).rect(),
            // The words as laid out (the live region says them too).
            words: h
                .get_all_by_label(words)
                .find(|n| n.accesskit_node().role() == egui::Role::Label)
                .expect("the step's words")
                .rect(),
            keys: h.get_by_label(keys).rect(),
            controls_top,
        }
    }

    /// What is wrong, if anything.
    fn faults(&self) -> Vec<String> {
        let mut faults = Vec::new();
        let room = self.screen.width() - 24.0;
        if self.place.width() + 1.0 < self.place_whole.min(room) {
            faults.push(format!(
                "the title is {} wide of its {}",
                self.place.width(),
                self.place_whole
            ));
        }
        for (name, rect) in [("Skip", self.skip), ("Leave", self.leave)] {
            if !self.screen.expand(0.5).contains_rect(rect) {
                faults.push(format!("{name} at {rect:?}, outside {:?}", self.screen));
            }
            if rect.intersects(self.place) {
                faults.push(format!(
                    "{name} at {rect:?} over the title {:?}",
                    self.place
                ));
            }
        }
        for (name, rect) in [("words", self.words), ("keys", self.keys)] {
            if rect.max.y > self.controls_top {
                faults.push(format!(
                    "the first step's {name} end at {}, under the controls' top {}",
                    rect.max.y, self.controls_top
                ));
            }
        }
        faults
    }
}

/// Each game's tutorial on a phone held upright, in every language: the lesson's title
/// is not shortened where it fits the window's width (Skip and Leave, long in Tamil,
/// squeezed it to "…" in the bar's one row), and the first step's words and the keys
/// under them show whole above the controls (an empty row kept for the values to choose
/// from, and Throw on a line under the dice, left Dhayam's keys a scroll away; Makruk's
/// stood in the controls' strip).
#[test]
fn on_a_phone_held_upright_each_tutorial_shows_its_title_and_first_step_whole() {
    use dhayam::i18n::{Lang, tr};
    let mut failures = Vec::new();
    for lang in Lang::ALL {
        let session = Session::new_with(humans(&[Seat::Red, Seat::Yellow], 7))
            .with_settings(quick_settings());
        let mut h = window(App::around(session).with_language(lang), PHONE);
        h.run_steps(3);
        h.get_by_label(&text::tutorial_button()).click();
        h.run_steps(4);
        let tutorial = h.state().game().dhayam().unwrap().tutorial().unwrap();
        let run = &tutorial.run;
        let place = format!(
            "{} · {}",
            text::tutorial_message(&tutorial.lessons[tutorial.lesson].title),
            text::tutorial_step(1, run.lesson.steps.len())
        );
        let words = text::tutorial_message(&run.step().message);
        let dice_top = (0..=6)
            .filter_map(|pips| {
                h.query_by_label(&text::die(1, pips))
                    .map(|d| d.rect().min.y)
            })
            .next()
            .expect("the first die");
        let throw_top = h.get_by_label(&text::throw()).rect().min.y;
        let keys = text::tutorial_keys();
        let seen = TutorialOnPhone::read(&h, [&place, &words, &keys], dice_top.min(throw_top));
        failures.extend(
            seen.faults()
                .into_iter()
                .map(|f| format!("Dhayam, {lang:?}: {f}")),
        );

        let mut h = app_harness(App::around(two_people(|_| {})).with_language(lang), PHONE);
        h.get_by_label(&dhayam::makruk::ui::Command::OpenTutorial.text().unwrap())
            .click();
        h.run_steps(4);
        let tutorial = h.state().game().makruk().unwrap().tutorial().unwrap();
        let run = &tutorial.run;
        let step = dhayam::i18n::tr_args(
            "tutorial-step",
            [
                ("n", dhayam::i18n::FluentValue::from(1)),
                (
                    "total",
                    dhayam::i18n::FluentValue::from(run.lesson.steps.len()),
                ),
            ],
        );
        let place = format!("{} · {step}", tr(&tutorial.lessons[tutorial.lesson].title));
        let words = tr(&run.step().message);
        let back_top = h.get_by_label(&tr("tutorial-back")).rect().min.y;
        let keys = tr("makruk-tutorial-keys");
        let seen = TutorialOnPhone::read(&h, [&place, &words, &keys], back_top);
        failures.extend(
            seen.faults()
                .into_iter()
                .map(|f| format!("Makruk, {lang:?}: {f}")),
        );
    }
    assert!(failures.is_empty(), "{failures:#?}");
}
