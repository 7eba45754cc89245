//! The key plumbing both games' commands share: a key with no modifier, whether one of a
//! command's keys was pressed this frame (or taken from the widgets), and the keys both
//! games give the same actions, so a key means one thing whichever game is on the table.
//! Each game's `ui/command.rs` keeps its own commands and the keys only it has.

use egui::{InputState, Key, KeyboardShortcut, Modifiers};

/// A key with no modifier.
pub const fn key(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

/// T: the keys go to the field where a move is typed.
pub const TYPE_MOVE: &[KeyboardShortcut] = &[key(Key::T)];
/// B: the keys go to the board.
pub const FOCUS_BOARD: &[KeyboardShortcut] = &[key(Key::B)];
/// R: the whole position read aloud.
pub const READ_POSITION: &[KeyboardShortcut] = &[key(Key::R)];
/// L: the last moves read aloud.
pub const READ_LAST_MOVES: &[KeyboardShortcut] = &[key(Key::L)];
/// Ctrl+Z (⌘Z on a Mac).
pub const UNDO: &[KeyboardShortcut] = &[KeyboardShortcut::new(Modifiers::COMMAND, Key::Z)];
/// H: the best move here.
pub const HINT: &[KeyboardShortcut] = &[key(Key::H)];
/// F1 opens the rules; F1 or Escape closes them.
pub const OPEN_RULES: &[KeyboardShortcut] = &[key(Key::F1)];
pub const CLOSE_RULES: &[KeyboardShortcut] = &[key(Key::F1), key(Key::Escape)];
/// The tutorial's next step (→ or Enter) and the one before (←).
pub const TUTORIAL_NEXT: &[KeyboardShortcut] = &[key(Key::ArrowRight), key(Key::Enter)];
pub const TUTORIAL_BACK: &[KeyboardShortcut] = &[key(Key::ArrowLeft)];
/// Escape: leave the screen over the table (the tutorial, a review).
pub const LEAVE: &[KeyboardShortcut] = &[key(Key::Escape)];

/// Whether one of `shortcuts` was pressed this frame, without taking the key from the
/// widgets. Modifiers match as egui's `matches_logically` matches them (Shift and Alt
/// may be added).
pub fn pressed(shortcuts: &[KeyboardShortcut], input: &InputState) -> bool {
    shortcuts
        .iter()
        .any(|s| input.key_pressed(s.logical_key) && input.modifiers.matches_logically(s.modifiers))
}

/// Whether one of `shortcuts` was pressed this frame, taking it from the widgets (a
/// board's keys are the table's, not a focused button's).
pub fn consume(shortcuts: &[KeyboardShortcut], input: &mut InputState) -> bool {
    shortcuts.iter().any(|s| input.consume_shortcut(s))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `check` says of the input after `key` is pressed with `modifiers`.
    fn after_press(
        key: Key,
        modifiers: Modifiers,
        check: impl Fn(&mut InputState) -> bool,
    ) -> bool {
        let ctx = egui::Context::default();
        let mut raw = egui::RawInput::default();
        raw.events.push(egui::Event::ModifiersChanged(modifiers));
        raw.events.push(egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers,
        });
        let mut seen = false;
        let mut output = ctx.run_ui(raw, |ui| {
            seen = ui.ctx().input_mut(|i| check(i));
        });
        // Nothing is painted: the fonts' first upload is dropped unused.
        output.textures_delta.clear();
        seen
    }

    #[test]
    fn a_bare_key_is_pressed_with_shift_but_not_with_ctrl() {
        let t = |i: &mut InputState| pressed(TYPE_MOVE, i);
        assert!(after_press(Key::T, Modifiers::NONE, t));
        assert!(after_press(Key::T, Modifiers::SHIFT, t));
        assert!(!after_press(Key::T, Modifiers::CTRL, t));
        assert!(!after_press(Key::B, Modifiers::NONE, t));
        let undo = |i: &mut InputState| pressed(UNDO, i);
        assert!(after_press(Key::Z, Modifiers::COMMAND, undo));
        assert!(!after_press(Key::Z, Modifiers::NONE, undo));
    }

    #[test]
    fn a_consumed_key_is_taken_from_the_widgets() {
        let taken_then_gone = |i: &mut InputState| consume(HINT, i) && !pressed(HINT, i);
        assert!(after_press(Key::H, Modifiers::NONE, taken_then_gone));
        // Pressed alone leaves it for the widgets.
        let left = |i: &mut InputState| pressed(HINT, i) && pressed(HINT, i);
        assert!(after_press(Key::H, Modifiers::NONE, left));
        assert!(!after_press(Key::F1, Modifiers::NONE, |i| consume(HINT, i)));
    }
}
