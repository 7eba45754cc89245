//! The Makruk board: one warm colour with lines between the squares as on a Thai board (a
//! chequered look as an option), coordinates on the edge, White or Black at the bottom.
//! Painting is a function of what the session hands in; a click, or a drag and drop, comes
//! back as a [`BoardInput`] for the session to turn into a move.

use egui::{
    Align2, Color32, CornerRadius, FontId, Id, Painter, Pos2, Rect, Sense, Stroke, StrokeKind, Ui,
    Vec2, WidgetInfo, pos2, vec2,
};

use super::board_look as look;
use super::piece_sprites;
use crate::makruk::notation::Notation;
use crate::makruk::rules::{Bitboard, Color, File, Move, Piece, Position, Rank, Square};
pub use crate::makruk::settings::BoardLook;
use crate::makruk::settings::PieceStyle;
use crate::widgets::board_keys::{BoardKeys, Cell};

/// The edge around the squares, in squares, where the coordinates stand.
const MARGIN: f32 = 0.42;

/// What the board shows this frame.
pub struct BoardView<'a> {
    pub position: &'a Position,
    /// Black at the bottom.
    pub flipped: bool,
    pub look: BoardLook,
    pub style: PieceStyle,
    /// How the edge names files and ranks.
    pub notation: Notation,
    /// The piece the player picked up, and where it may go.
    pub selected: Option<Square>,
    pub destinations: Bitboard,
    pub last_move: Option<Move>,
    /// The other side's last move (the one before `last_move`), framed so that a player's
    /// own move stays in sight after the reply.
    pub earlier_move: Option<Move>,
    /// A move to point out (a hint, the review's better move).
    pub hint: Option<Move>,
    /// The move being animated and how far along it is (0 to 1).
    pub anim: Option<(Move, f32)>,
    /// Whether a person may pick pieces up now.
    pub interactive: bool,
    /// The accessible name of a square, what stands on it and what the board marks there
    /// ("white ruea on a1", "square e4, white moved from here"), in the window's language.
    pub label: &'a dyn Fn(Square, Option<Piece>, bool, SquareMarks) -> String,
}

/// What the board marks on a square, as its accessible name says it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SquareMarks {
    /// The last move of each side that left this square (`false`) or came to it
    /// (`true`), with the side that played it: the latest move first.
    pub moves: [Option<(Color, bool)>; 2],
    /// The khun on this square is in check.
    pub check: bool,
}

impl BoardView<'_> {
    /// The marks on `square`: the two last moves, and check.
    pub fn marks(&self, square: Square) -> SquareMarks {
        marks(self.position, self.last_move, self.earlier_move, square)
    }
}

/// The marks on `square` of `position`, reached by `last_move` after `earlier_move`.
pub fn marks(
    position: &Position,
    last_move: Option<Move>,
    earlier_move: Option<Move>,
    square: Square,
) -> SquareMarks {
    // The latest move was played by the side not to move, the one before by the other.
    let movers = [!position.turn(), position.turn()];
    let mut marks = SquareMarks::default();
    for (i, mv) in [last_move, earlier_move].into_iter().enumerate() {
        if let Some(mv) = mv {
            if mv.to == square {
                marks.moves[i] = Some((movers[i], true));
            } else if mv.from == square {
                marks.moves[i] = Some((movers[i], false));
            }
        }
    }
    marks.check = position.is_check() && position.khun(position.turn()) == square;
    marks
}

/// What a person did on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardInput {
    Clicked(Square),
    Dropped { from: Square, to: Square },
}

/// Where the board sits and how big a square is.
#[derive(Clone, Copy, Debug)]
pub struct Geom {
    pub grid: Rect,
    pub cell: f32,
    pub flipped: bool,
}

impl Geom {
    /// The largest square board that fits in `avail`, centred.
    pub fn fit(avail: Rect, flipped: bool) -> Geom {
        let side = avail.width().min(avail.height()).max(80.0);
        let cell = side / (8.0 + 2.0 * MARGIN);
        let grid = Rect::from_center_size(avail.center(), Vec2::splat(8.0 * cell));
        Geom {
            grid,
            cell,
            flipped,
        }
    }

    /// The board with its frame (the coordinates' margin).
    pub fn frame(&self) -> Rect {
        self.grid.expand(MARGIN * self.cell)
    }

    pub fn square_rect(&self, square: Square) -> Rect {
        let (col, row) = if self.flipped {
            (7 - square.file().index(), square.rank().index())
        } else {
            (square.file().index(), 7 - square.rank().index())
        };
        Rect::from_min_size(
            self.grid.min + vec2(col as f32, row as f32) * self.cell,
            Vec2::splat(self.cell),
        )
    }

    /// The cell a square is drawn at (column from the left, row from the top).
    pub fn cell_of_square(&self, square: Square) -> Cell {
        let (file, rank) = (square.file().index() as u8, square.rank().index() as u8);
        if self.flipped {
            (7 - file, rank)
        } else {
            (file, 7 - rank)
        }
    }

    /// The square drawn at a cell (column from the left, row from the top).
    pub fn square_of_cell(&self, (col, row): Cell) -> Square {
        let (col, row) = (usize::from(col.min(7)), usize::from(row.min(7)));
        let (file, rank) = if self.flipped {
            (7 - col, row)
        } else {
            (col, 7 - row)
        };
        Square::new(File::ALL[file], Rank::ALL[rank])
    }

    pub fn square_at(&self, pos: Pos2) -> Option<Square> {
        if !self.grid.contains(pos) {
            return None;
        }
        let col = ((pos.x - self.grid.min.x) / self.cell) as u8;
        let row = ((pos.y - self.grid.min.y) / self.cell) as u8;
        Some(self.square_of_cell((col, row)))
    }
}

fn drag_id(base: Id) -> Id {
    base.with("drag-from")
}

/// Shows the board; returns what a person clicked or dropped.
pub fn show(ui: &mut Ui, view: &BoardView<'_>) -> Option<BoardInput> {
    let avail = ui.available_rect_before_wrap();
    ui.allocate_rect(avail, Sense::hover());
    let g = Geom::fit(avail, view.flipped);
    let base = ui.scope_id().with("makruk-board");
    let painter = ui.painter_at(avail);
    paint_frame(&painter, &g, view.notation);
    paint_squares(&painter, &g, view);
    // The piece being dragged, as the frame began (the squares' interaction may drop it).
    let dragging: Option<Square> = ui.data(|d| d.get_temp(drag_id(base)));
    let (input, focused) = interact(ui, &g, base, view);
    paint_pieces(&painter, &g, view, dragging);
    paint_marks(&painter, &g, view);
    if let Some(square) = focused {
        paint_focus(&painter, &g, square);
    }
    paint_moving(ui, &painter, &g, view, dragging);
    input
}

/// The frame and the coordinates on it.
fn paint_frame(painter: &Painter, g: &Geom, notation: Notation) {
    // A ring round the squares, not a slab under them: the squares' wood covers the
    // inside, and every pixel painted twice costs a software renderer.
    let frame = g.grid.expand(MARGIN * g.cell);
    painter.rect_stroke(
        frame,
        CornerRadius::same((g.cell * 0.12) as u8),
        Stroke::new(MARGIN * g.cell, look::frame()),
        StrokeKind::Inside,
    );
    let font = FontId::proportional(g.cell * 0.26);
    for i in 0..8 {
        let file = File::ALL[i];
        let rank = Rank::ALL[i];
        let col_x = g.square_rect(Square::new(file, Rank::ALL[0])).center().x;
        let row_y = g.square_rect(Square::new(File::ALL[0], rank)).center().y;
        let below = g.grid.max.y + MARGIN * g.cell * 0.5;
        let left = g.grid.min.x - MARGIN * g.cell * 0.5;
        painter.text(
            pos2(col_x, below),
            Align2::CENTER_CENTER,
            notation.file(file),
            font.clone(),
            look::coord(),
        );
        painter.text(
            pos2(left, row_y),
            Align2::CENTER_CENTER,
            notation.rank(rank),
            font.clone(),
            look::coord(),
        );
    }
}

/// The squares: the wood, the last move, the picked-up piece, a khun in check, the lines.
fn paint_squares(painter: &Painter, g: &Geom, view: &BoardView<'_>) {
    let position = view.position;
    painter.rect_filled(g.grid, CornerRadius::ZERO, look::wood());
    if view.look == BoardLook::Chequered {
        for square in Square::all() {
            if (square.file().index() + square.rank().index()) % 2 == 0 {
                painter.rect_filled(g.square_rect(square), CornerRadius::ZERO, look::wood_dark());
            }
        }
    }
    let highlight = |square: Square, colour: Color32| {
        painter.rect_filled(g.square_rect(square), CornerRadius::ZERO, colour);
    };
    if let Some(mv) = view.last_move {
        highlight(mv.from, look::last_move());
        highlight(mv.to, look::last_move());
    }
    // The other side's last move: a frame at the squares' edge, under nothing.
    if let Some(mv) = view.earlier_move {
        let stroke = Stroke::new((g.cell * 0.07).max(2.0), look::earlier_move());
        for square in [mv.from, mv.to] {
            painter.rect_stroke(
                g.square_rect(square),
                CornerRadius::ZERO,
                stroke,
                StrokeKind::Inside,
            );
        }
    }
    if let Some(square) = view.selected {
        highlight(square, look::selected());
    }
    if position.is_check() {
        let khun = position.khun(position.turn());
        let r = g.square_rect(khun);
        painter.circle_filled(r.center(), g.cell * 0.46, look::check());
    }
    let line = Stroke::new((g.cell * 0.025).max(1.0), look::line());
    for i in 0..=8 {
        let x = g.grid.min.x + i as f32 * g.cell;
        let y = g.grid.min.y + i as f32 * g.cell;
        painter.line_segment([pos2(x, g.grid.min.y), pos2(x, g.grid.max.y)], line);
        painter.line_segment([pos2(g.grid.min.x, y), pos2(g.grid.max.x, y)], line);
    }
}

/// Every square as a widget, labelled by what stands on it: what a person clicked, or
/// dragged from one square to another, or did with the keys (`board_keys`: the arrows
/// walk the squares, Enter picks up and puts down, Escape puts back, Tab stops on the
/// pieces that may move, or once one is picked up, where it may go).
fn interact(
    ui: &mut Ui,
    g: &Geom,
    base: Id,
    view: &BoardView<'_>,
) -> (Option<BoardInput>, Option<Square>) {
    let position = view.position;
    let keys = BoardKeys::new(base, 8, 8);
    // With nothing to pick up, B lands on the last move's piece, else the bottom player's
    // khun: never an empty corner.
    let bottom = if view.flipped {
        crate::makruk::rules::Color::Black
    } else {
        crate::makruk::rules::Color::White
    };
    let entry = view
        .last_move
        .map(|m| m.to)
        .unwrap_or_else(|| position.khun(bottom));
    keys.prefer(g.cell_of_square(entry));
    let mut input = None;
    for cell in keys.cells() {
        let square = g.square_of_cell(cell);
        let piece = position.piece_at(square);
        let promoted = position.board().is_promoted(square);
        let ours = piece.is_some_and(|p| p.color == position.turn());
        let sense = if view.interactive && ours {
            Sense::click_and_drag()
        } else if view.interactive {
            Sense::click()
        } else {
            Sense::hover()
        };
        let stop = view.interactive
            && match view.selected {
                None => ours,
                Some(from) => from == square || view.destinations.contains(square),
            };
        let sense = keys.sense(ui.ctx(), cell, sense, stop);
        let r = ui.interact(g.square_rect(square), keys.id(cell), sense);
        r.widget_info(|| {
            WidgetInfo::labeled(
                egui::Role::Button,
                view.interactive,
                (view.label)(square, piece, promoted, view.marks(square)),
            )
        });
        if r.clicked() {
            input = Some(BoardInput::Clicked(square));
        }
        if r.drag_started() {
            ui.data_mut(|d| d.insert_temp(drag_id(base), square));
        }
        if r.drag_stopped() {
            ui.data_mut(|d| d.remove::<Square>(drag_id(base)));
            let to = ui.ctx().pointer_interact_pos().and_then(|p| g.square_at(p));
            if let Some(to) = to.filter(|&to| to != square) {
                input = Some(BoardInput::Dropped { from: square, to });
            }
        }
    }
    let outcome = keys.finish(ui);
    crate::widgets::board_keys::note_first_stop(ui.ctx(), keys.first_stop_id());
    if outcome.escape
        && let Some(from) = view.selected.filter(|_| view.interactive)
    {
        // Clicking the picked-up piece again puts it back.
        input = Some(BoardInput::Clicked(from));
    }
    (input, outcome.focused.map(|cell| g.square_of_cell(cell)))
}

/// The keyboard's square: a ring inside it, in the frame's light colour over a dark one,
/// so it shows on light and dark wood alike.
fn paint_focus(painter: &Painter, g: &Geom, square: Square) {
    let r = g.square_rect(square).shrink(g.cell * 0.03);
    let width = (g.cell * 0.05).max(2.0);
    painter.rect_stroke(
        r,
        CornerRadius::ZERO,
        Stroke::new(width * 2.0, look::line()),
        StrokeKind::Inside,
    );
    painter.rect_stroke(
        r,
        CornerRadius::ZERO,
        Stroke::new(width, look::coord()),
        StrokeKind::Inside,
    );
}

/// A piece's place in its square.
fn piece_rect(g: &Geom, square: Square) -> Rect {
    g.square_rect(square).shrink(g.cell * 0.04)
}

/// The pieces at rest: all but a moving or dragged one (drawn last, on top).
fn paint_pieces(painter: &Painter, g: &Geom, view: &BoardView<'_>, dragging: Option<Square>) {
    let position = view.position;
    let moving = view.anim.map(|(mv, _)| mv.to);
    for square in Square::all() {
        if Some(square) == moving || Some(square) == dragging {
            continue;
        }
        if let Some(piece) = position.piece_at(square) {
            let promoted = position.board().is_promoted(square);
            piece_sprites::paint(
                painter,
                piece_rect(g, square),
                piece.color,
                piece.role,
                promoted,
                view.style,
            );
        }
    }
}

/// Where the picked-up piece may go (dots on empty squares, rings round captures), and
/// the hint's move (its squares framed, an arrow between them).
fn paint_marks(painter: &Painter, g: &Geom, view: &BoardView<'_>) {
    for square in view.destinations {
        let r = g.square_rect(square);
        if view.position.piece_at(square).is_some() {
            painter.rect_stroke(
                r.shrink(g.cell * 0.06),
                CornerRadius::same((g.cell * 0.12) as u8),
                Stroke::new(g.cell * 0.07, look::target()),
                StrokeKind::Inside,
            );
        } else {
            painter.circle_filled(r.center(), g.cell * 0.14, look::target());
        }
    }
    if let Some(mv) = view.hint {
        let stroke = Stroke::new(g.cell * 0.06, look::hint());
        painter.rect_stroke(
            g.square_rect(mv.from).shrink(g.cell * 0.04),
            CornerRadius::ZERO,
            stroke,
            StrokeKind::Inside,
        );
        painter.rect_stroke(
            g.square_rect(mv.to).shrink(g.cell * 0.04),
            CornerRadius::ZERO,
            stroke,
            StrokeKind::Inside,
        );
        painter.arrow(
            g.square_rect(mv.from).center(),
            g.square_rect(mv.to).center() - g.square_rect(mv.from).center(),
            Stroke::new(g.cell * 0.05, look::hint()),
        );
    }
}

/// The piece on its way: gliding to its square, or under the pointer while dragged.
fn paint_moving(
    ui: &Ui,
    painter: &Painter,
    g: &Geom,
    view: &BoardView<'_>,
    dragging: Option<Square>,
) {
    let position = view.position;
    if let Some((mv, t)) = view.anim
        && let Some(piece) = position.piece_at(mv.to)
    {
        let t = t.clamp(0.0, 1.0);
        let eased = t * t * (3.0 - 2.0 * t);
        let from = piece_rect(g, mv.from);
        let to = piece_rect(g, mv.to);
        let rect = Rect::from_center_size(from.center().lerp(to.center(), eased), to.size());
        // The bia turns over only when it lands.
        let promoted = position.board().is_promoted(mv.to) && t >= 1.0;
        let role = if mv.promotion && t < 1.0 {
            mv.role
        } else {
            piece.role
        };
        piece_sprites::paint(painter, rect, piece.color, role, promoted, view.style);
    }
    if let Some(from) = dragging
        && let Some(piece) = position.piece_at(from)
        && let Some(pointer) = ui.ctx().pointer_interact_pos()
    {
        let rect = Rect::from_center_size(pointer, Vec2::splat(g.cell * 1.05));
        let promoted = position.board().is_promoted(from);
        piece_sprites::paint(painter, rect, piece.color, piece.role, promoted, view.style);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_map_to_rects_and_back_both_ways_up() {
        let avail = Rect::from_min_size(pos2(10.0, 20.0), vec2(640.0, 480.0));
        for flipped in [false, true] {
            let g = Geom::fit(avail, flipped);
            for square in Square::all() {
                assert_eq!(g.square_at(g.square_rect(square).center()), Some(square));
                assert_eq!(g.square_of_cell(g.cell_of_square(square)), square);
            }
            let a1 = g.square_rect("a1".parse().unwrap());
            let h8 = g.square_rect("h8".parse().unwrap());
            // White at the bottom: a1 is low on the left; flipped, high on the right.
            assert_eq!(a1.center().y > h8.center().y, !flipped);
            assert_eq!(a1.center().x < h8.center().x, !flipped);
            assert!(avail.contains_rect(g.grid.expand(MARGIN * g.cell)));
        }
    }
}
