//! Makruk's guided tutorial in the real window, headless: opened from the table, every
//! lesson finished by doing what each step asks (in English and in Thai), a wrong move
//! answered with the rules' reason, "Show me", and an exercise won against the computer.

use crate::ui_support::app_harness;
use crate::ui_support::makruk_table::{square_label, two_people};
use dhayam::i18n::{Lang, tr};
use dhayam::makruk::rules::{Position, Square};
use dhayam::makruk::tutorial::Action;
use dhayam::makruk::ui::Command;
use dhayam::makruk::ui::session::TutorialScreen;
use dhayam::shell::App;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

fn harness(lang: Lang, size: egui::Vec2) -> Harness<'static, App> {
    let app = App::around(two_people(|_| {})).with_language(lang);
    let mut h = app_harness(app, size);
    h.get_by_label(&Command::OpenTutorial.text().unwrap())
        .click();
    h.run_steps(3);
    h
}

fn screen<'a>(h: &'a Harness<'_, App>) -> &'a TutorialScreen {
    h.state()
        .game()
        .makruk()
        .and_then(|s| s.tutorial())
        .expect("the tutorial is open")
}

fn press(h: &mut Harness<'_, App>, id: &str) {
    // A lesson's end can wrap the strip's first row onto two lines (Zulu's long button
    // names), which settles a frame later: click where the button then stays.
    h.run_steps(2);
    h.get_by_label(&tr(id)).click();
    h.run_steps(3);
}

/// Clicks the square on the board shown (the lesson's, or the exercise's table).
fn click_square(h: &mut Harness<'_, App>, square: Square, position: Position) {
    h.get_by_label(&square_label(&position, square)).click();
    h.run_steps(2);
}

fn lesson_position(h: &Harness<'_, App>) -> Position {
    *screen(h).run.position()
}

fn finish_every_lesson(lang: Lang) {
    let mut h = harness(lang, egui::vec2(1280.0, 800.0));
    let count = screen(&h).lessons.len();
    for i in 0..count {
        assert_eq!(screen(&h).lesson, i);
        while !screen(&h).run.finished() {
            match screen(&h).run.step().action.clone() {
                Action::Next => press(&mut h, "tutorial-next"),
                Action::Play(moves) => {
                    let mv = moves[0];
                    let at = lesson_position(&h);
                    click_square(&mut h, mv.from, at);
                    let at = lesson_position(&h);
                    click_square(&mut h, mv.to, at);
                }
            }
            assert_eq!(screen(&h).run.feedback, None, "{lang:?} lesson {}", i + 1);
        }
        h.get_by_role_and_label(egui::Role::Label, &tr("tutorial-lesson-done"));
        let id = screen(&h).run.lesson.id.clone();
        let done = &h.state().game().makruk().unwrap().settings().tutorial_done;
        assert!(done.contains(&id), "{id} remembered");
        if i + 1 < count {
            press(&mut h, "tutorial-next-lesson");
        }
    }
    press(&mut h, "tutorial-leave");
    assert!(h.state().game().makruk().unwrap().tutorial().is_none());
}

#[test]
fn every_makruk_lesson_can_be_finished_in_english() {
    finish_every_lesson(Lang::En);
}

#[test]
fn every_makruk_lesson_can_be_finished_in_thai() {
    finish_every_lesson(Lang::Th);
}

#[test]
fn every_makruk_lesson_can_be_finished_in_the_other_languages_too() {
    for lang in [Lang::Ta, Lang::Ml, Lang::Et, Lang::Zu] {
        finish_every_lesson(lang);
    }
}

#[test]
fn m5_a_khon_moved_straight_back_is_answered_with_the_rules_reason() {
    let mut h = harness(Lang::En, egui::vec2(1280.0, 800.0));
    h.get_by_label(&format!("3. {}", tr("makruk-tut-khon-met-title")))
        .click();
    h.run_steps(3);
    press(&mut h, "tutorial-next");
    let d4: Square = "d4".parse().unwrap();
    let at = lesson_position(&h);
    click_square(&mut h, d4, at);
    let at = lesson_position(&h);
    click_square(&mut h, "d3".parse().unwrap(), at);
    h.get_by_label(&tr("makruk-refused-khon"));
    // A legal move the step does not ask for gets the step's own words.
    let at = lesson_position(&h);
    click_square(&mut h, d4, at);
    let at = lesson_position(&h);
    click_square(&mut h, "c5".parse().unwrap(), at);
    h.get_by_label(&tr("makruk-tut-khon-forward-wrong"));
    assert_eq!(screen(&h).run.step_index(), 1);
}

#[test]
fn show_me_plays_the_move_and_the_draw_exercise_is_won_on_a_real_table() {
    let mut h = harness(Lang::Th, egui::vec2(800.0, 600.0));
    for _ in 0..4 {
        press(&mut h, "tutorial-next");
    }
    press(&mut h, "tutorial-show-me");
    h.run_steps(25);
    assert_eq!(screen(&h).run.step_index(), 5, "Show me played e3-e4");
    h.get_by_label(&format!("6. {}", tr("makruk-tut-draws-title")))
        .click();
    h.run_steps(3);
    screen_skip_to_exercise(&mut h);
    let table = |h: &Harness<'_, App>| *screen(h).exercise.as_ref().unwrap().game().position();
    let at = table(&h);
    click_square(&mut h, "a1".parse().unwrap(), at);
    let at = table(&h);
    click_square(&mut h, "b2".parse().unwrap(), at);
    // The move glides, then the verdict shows.
    h.run_steps(10);
    let e = screen(&h).exercise.as_ref().unwrap();
    assert_eq!(e.game().len(), 1, "Kxb2 played");
    h.get_by_label(&tr("makruk-tutorial-exercise-won"));
    press(&mut h, "tutorial-exercise-back");
    assert!(screen(&h).exercise.is_none());
}

/// Finishes the lesson on the screen and opens its exercise.
fn screen_skip_to_exercise(h: &mut Harness<'_, App>) {
    while !screen(h).run.finished() {
        match screen(h).run.demonstration() {
            Some(mv) => {
                let at = lesson_position(h);
                click_square(h, mv.from, at);
                let at = lesson_position(h);
                click_square(h, mv.to, at);
            }
            None => press(h, "tutorial-next"),
        }
    }
    press(h, "tutorial-exercise-start");
    assert!(screen(h).exercise.is_some());
}

#[test]
fn every_language_draws_every_lesson_and_its_exercise_at_both_sizes() {
    // kittest panics on a glyph the bundled fonts lack: every word shown must draw.
    for lang in Lang::ALL {
        for size in [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)] {
            let mut h = harness(lang, size);
            for i in 0..screen(&h).lessons.len() {
                h.state_mut().apply(Command::TutorialLesson(i));
                h.run_steps(2);
                h.state_mut().apply(Command::TutorialExercise);
                h.run_steps(2);
                assert!(screen(&h).exercise.is_some(), "{lang:?} lesson {}", i + 1);
            }
        }
    }
}

#[test]
fn the_arrow_keys_step_the_lesson_not_the_game_under_it() {
    let mut h = harness(Lang::En, egui::vec2(1280.0, 800.0));
    press(&mut h, "tutorial-leave");
    // A move on the table, so its own arrows would have somewhere to go.
    for (from, to) in [("e3", "e4")] {
        for sq in [from, to] {
            let at = *h.state().game().makruk().unwrap().game().position();
            click_square(&mut h, sq.parse().unwrap(), at);
        }
    }
    assert_eq!(h.state().game().makruk().unwrap().game().len(), 1);
    h.get_by_label(&Command::OpenTutorial.text().unwrap())
        .click();
    h.run_steps(3);
    h.key_press(egui::Key::ArrowRight);
    h.run_steps(2);
    assert_eq!(screen(&h).run.step_index(), 1);
    h.key_press(egui::Key::ArrowLeft);
    h.run_steps(2);
    assert_eq!(
        screen(&h).run.step_index(),
        0,
        "Back, not a look at the table's moves"
    );
    assert_eq!(h.state().game().makruk().unwrap().viewing(), None);
}

#[test]
fn next_and_back_keep_their_places_whatever_the_length_of_a_step_s_words() {
    for size in [egui::vec2(1280.0, 800.0), egui::vec2(800.0, 600.0)] {
        let mut h = harness(Lang::En, size);
        let rects = |h: &Harness<'_, App>| {
            (
                h.get_by_label(&tr("tutorial-back")).rect(),
                h.get_by_label(&tr("tutorial-next")).rect(),
            )
        };
        let first = rects(&h);
        // Lesson 1's first steps have words of different lengths; Next stays under the pointer.
        for _ in 0..3 {
            press(&mut h, "tutorial-next");
            assert_eq!(
                rects(&h),
                first,
                "{size:?}: step {}",
                screen(&h).run.step_index()
            );
        }
    }
}

/// Issue 62, point 15: F1 did nothing inside the tutorial. It opens the rules over the
/// lesson as over the table; Escape then closes the rules, not the tutorial.
#[test]
fn f1_opens_the_rules_over_the_tutorial() {
    let mut h = harness(Lang::En, egui::vec2(1280.0, 800.0));
    screen(&h);
    h.key_press(egui::Key::F1);
    h.run_steps(3);
    let session = h.state().game().makruk().unwrap();
    assert!(session.rules_open(), "F1 opens the rules");
    assert!(session.tutorial().is_some());
    h.get_by_label(&tr("makruk-rules-title"));
    h.key_press(egui::Key::Escape);
    h.run_steps(3);
    let session = h.state().game().makruk().unwrap();
    assert!(!session.rules_open(), "Escape closes the rules");
    assert!(session.tutorial().is_some(), "and the lesson stays");
}
