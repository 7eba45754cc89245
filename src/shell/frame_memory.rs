//! The frame's memory kept between frames.
//!
//! Glibc's allocator gives the top of its heap back to the system as soon as more than its
//! trim threshold lies free there (128 KiB at first), and gives a block above its mmap
//! threshold (also 128 KiB) a mapping of its own, unmapped when it is freed. A frame's
//! tessellated meshes (Dhayam's table: about 14,500 vertices, some 400 KiB with their
//! indices) are freed when the frame is painted, so every frame the heap shrank and grew
//! again by `brk` and its pages were faulted in and zeroed anew: about half of Dhayam's
//! frame time at 1280×800 (`cargo bench --bench frame`), and a share that rose or fell
//! with where longer-lived blocks happened to lie in the heap (a change that moved them
//! made the frame 20 % slower without doing more work).
//!
//! Glibc raises both thresholds when a mapped block is freed (the mmap threshold to the
//! block's size, the trim threshold to twice that, up to 32 MiB on 64-bit systems), so one
//! block of 16 MiB freed at start-up makes it keep a frame's memory for the next frame.
//! The block is never written, so it costs no memory; other allocators ignore it.

use std::sync::Once;

/// The size of the block freed at start-up: above any frame's peak, below glibc's limit
/// for raising its thresholds (32 MiB).
const BLOCK: usize = 16 << 20;

/// Makes the allocator keep the memory a frame frees for the next one (once per process).
pub(crate) fn keep() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // `black_box`: an allocation nobody reads may otherwise be left out.
        drop(std::hint::black_box(Vec::<u8>::with_capacity(BLOCK)));
    });
}
