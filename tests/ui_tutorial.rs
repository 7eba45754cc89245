//! The guided tutorial through the window: every lesson finished by doing exactly what
//! each step asks, in English and in Tamil; a wrong move refused with the engine's reason.
#![cfg(feature = "gui")]

mod ui_support;

use dhayam::app::App;
use dhayam::i18n::Lang;
use dhayam::rules::{IllegalMove, Move, Phase, Seat};
use dhayam::tutorial::Action;
use dhayam::ui::text;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use ui_support::{STEP, humans, pawn_label, quick_settings};

fn tutorial_harness(lang: Lang) -> Harness<'static, App> {
    let app = App::new_with(humans(&[Seat::Red, Seat::Yellow], 7))
        .with_settings(quick_settings())
        .with_language(lang);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .with_step_dt(STEP)
        .build_ui_state(|ui, app: &mut App| app.show(ui), app);
    h.step();
    h.get_by_label(&text::tutorial_button()).click();
    h.run_steps(2);
    assert!(h.state().tutorial().is_some(), "the tutorial opened");
    h
}

/// Does what the step asks, through the window, as a learner would.
fn do_the_step(h: &mut Harness<'_, App>) {
    let run = &h.state().tutorial().expect("open").run;
    let position = *run.position();
    match run.step().action {
        Action::Next => h.get_by_label(&text::tutorial_next()).click(),
        Action::Throw(_) => h.get_by_label(&text::throw()).click(),
        Action::Play(mv) => h.get_by_label(&pawn_label(&position, mv)).click(),
        Action::AnyMove => {
            assert!(matches!(position.phase(), Phase::Move));
            let mv = *position.legal_moves().as_slice().last().expect("a move");
            assert_ne!(mv, Move::Pass);
            h.get_by_label(&pawn_label(&position, mv)).click();
        }
    }
    h.run_steps(2);
}

fn finish_every_lesson(lang: Lang) {
    let mut h = tutorial_harness(lang);
    let count = h.state().tutorial().unwrap().lessons.len();
    for i in 0..count {
        let title = text::tutorial_message(&h.state().tutorial().unwrap().lessons[i].title);
        h.get_by_label(&title).click();
        h.run_steps(2);
        assert_eq!(h.state().tutorial().unwrap().lesson, i);
        for _ in 0..60 {
            if h.state().tutorial().unwrap().run.finished() {
                break;
            }
            let before = h.state().tutorial().unwrap().run.step_index();
            do_the_step(&mut h);
            let run = &h.state().tutorial().unwrap().run;
            assert_eq!(run.feedback, None, "{lang:?}, lesson {i}, step {before}");
            assert!(run.finished() || run.step_index() == before + 1);
        }
        assert!(h.state().tutorial().unwrap().run.finished());
        h.get_by_label(&text::tutorial_lesson_done());
    }
    let done = h.state().tutorial_done().to_vec();
    assert_eq!(done.len(), count, "every lesson is checked off: {done:?}");
    h.get_by_label(&text::tutorial_leave()).click();
    h.run_steps(2);
    assert!(h.state().tutorial().is_none());
}

#[test]
fn every_lesson_is_finished_by_doing_what_it_asks_in_english() {
    finish_every_lesson(Lang::En);
}

#[test]
fn every_lesson_is_finished_by_doing_what_it_asks_in_tamil() {
    finish_every_lesson(Lang::Ta);
}

#[test]
fn a_wrong_move_is_refused_with_the_engines_reason() {
    let mut h = tutorial_harness(Lang::En);
    h.get_by_label(&text::tutorial_message("tutorial-enter-title"))
        .click();
    h.run_steps(2);
    // Throw the 1, enter, throw the 4: the step asks to move the pawn on d1.
    for _ in 0..3 {
        do_the_step(&mut h);
    }
    let position = *h.state().tutorial().unwrap().run.position();
    let wrong: Move = "n+4".parse().unwrap();
    h.get_by_label(&pawn_label(&position, wrong)).click();
    h.run_steps(2);
    let run = &h.state().tutorial().unwrap().run;
    assert_eq!(run.step_index(), 3, "the step waits");
    h.get_by_label(&text::illegal_move(&IllegalMove::EntryNeedsOne));
    // The right move goes on.
    do_the_step(&mut h);
    assert_eq!(h.state().tutorial().unwrap().run.step_index(), 4);
}

#[test]
fn show_me_demonstrates_the_step_and_back_undoes_it() {
    let mut h = tutorial_harness(Lang::En);
    h.get_by_label(&text::tutorial_message("tutorial-enter-title"))
        .click();
    h.run_steps(2);
    h.get_by_label(&text::tutorial_show_me()).click();
    h.run_steps(40);
    assert_eq!(
        h.state().tutorial().unwrap().run.step_index(),
        1,
        "it threw"
    );
    h.get_by_label(&text::tutorial_show_me()).click();
    h.run_steps(40);
    let run = &h.state().tutorial().unwrap().run;
    assert_eq!(run.step_index(), 2, "it entered the pawn");
    assert_eq!(
        run.position().pawns(Seat::Red).last().unwrap().to_string(),
        "0"
    );
    h.get_by_label(&text::tutorial_back()).click();
    h.run_steps(2);
    assert_eq!(h.state().tutorial().unwrap().run.step_index(), 1);
}
