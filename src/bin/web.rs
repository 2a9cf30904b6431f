//! The browser game's one WebAssembly module, built by Trunk (see `index.html`): on the
//! page it starts the game; in the AI worker (`static/ai-worker.js` loads this same
//! module, already downloaded for the page) it answers the game's requests for computer
//! moves (`dominoes::ai::worker::serve`). One module instead of two keeps the rules
//! engine, JSON and the allocator in the first visit once. Natively it does nothing: the
//! command line is the `dominoes` binary, whose `dominoes engine` speaks the worker's
//! protocol.

fn main() {
    // A worker has no window.
    #[cfg(target_arch = "wasm32")]
    match web_sys::window() {
        Some(_) => dominoes::app::start(),
        None => dominoes::ai::worker::serve(),
    }
}

/// The module's memory allocator: blocks of a power of two bytes (8 to 2 GiB), each size
/// with its own list of freed blocks, new ones cut from the end of the memory, which
/// grows as needed. Far smaller than the standard library's allocator for wasm (dlmalloc,
/// about 7 KB of code; this is a few hundred bytes), and as fast or faster (no search:
/// a freed block is taken back at once), at the price of up to half of each block unused;
/// memory is never given back to the browser, as with dlmalloc. The module runs on one
/// thread (the page's, or the worker's, each with a memory of its own).
#[cfg(target_arch = "wasm32")]
mod heap {
    use std::alloc::{GlobalAlloc, Layout};
    use std::cell::UnsafeCell;
    use std::ptr::null_mut;

    const PAGE: usize = 65536;

    struct Blocks {
        /// For each size class k (blocks of 2^k bytes), the first freed block; each freed
        /// block holds the address of the next one.
        free: [usize; 32],
        /// Where the next new block may start, and the end of the memory grown for them.
        next: usize,
        end: usize,
    }

    pub struct Heap(UnsafeCell<Blocks>);

    // SAFETY: wasm32 without the atomics feature has one thread per memory, so the
    // allocator is never entered twice at once (it calls nothing that allocates).
    unsafe impl Sync for Heap {}

    #[global_allocator]
    static HEAP: Heap = Heap(UnsafeCell::new(Blocks {
        free: [0; 32],
        next: 0,
        end: 0,
    }));

    /// The size class of `layout`: the smallest k with 2^k at least its size and its
    /// alignment (and 8, to hold a free list's link), or None beyond 2^31.
    fn class(layout: Layout) -> Option<usize> {
        let size = layout.size().max(layout.align()).max(8);
        let k = (usize::BITS - (size - 1).leading_zeros()) as usize;
        (k < 32).then_some(k)
    }

    impl Blocks {
        /// A new block of 2^k bytes, aligned to its size (or to a page, for larger ones):
        /// so any request of its class, whatever its alignment, fits it later.
        fn cut(&mut self, k: usize) -> *mut u8 {
            let size = 1usize << k;
            let align = size.min(PAGE);
            loop {
                let start = self.next.checked_add(align - 1).map(|s| s & !(align - 1));
                if let Some(start) =
                    start.filter(|s| s.checked_add(size).is_some_and(|e| e <= self.end))
                {
                    self.next = start + size;
                    return start as *mut u8;
                }
                let pages = size.div_ceil(PAGE) + 1;
                let grown = core::arch::wasm32::memory_grow(0, pages);
                if grown == usize::MAX {
                    return null_mut();
                }
                let base = grown * PAGE;
                // Memory grown elsewhere (none is, but it costs nothing to allow): start
                // new blocks in the new pages; the rest of the old ones stays unused.
                if base != self.end {
                    self.next = base;
                }
                self.end = base.saturating_add(pages * PAGE);
            }
        }
    }

    unsafe impl GlobalAlloc for Heap {
        unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
            // SAFETY: one thread, and no other reference to the blocks lives (see Sync).
            let blocks = unsafe { &mut *self.0.get() };
            let Some(k) = class(layout) else {
                return null_mut();
            };
            let head = blocks.free[k];
            if head == 0 {
                return blocks.cut(k);
            }
            // SAFETY: `head` is a freed block of this class, whose first word `dealloc`
            // set to the next one's address.
            blocks.free[k] = unsafe { *(head as *const usize) };
            head as *mut u8
        }

        unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
            // SAFETY: as in `alloc`; `ptr` was allocated with `layout`, so its block is
            // of this class, at least 8 bytes and aligned to 8.
            let blocks = unsafe { &mut *self.0.get() };
            if let Some(k) = class(layout) {
                unsafe { *(ptr as *mut usize) = blocks.free[k] };
                blocks.free[k] = ptr as usize;
            }
        }

        unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
            // SAFETY: the caller's promises for `realloc` (a valid `ptr` of `layout`, a
            // `new_size` that makes a valid layout with its alignment).
            let new = unsafe { Layout::from_size_align_unchecked(new_size, layout.align()) };
            if class(new).is_some() && class(new) == class(layout) {
                return ptr;
            }
            let moved = unsafe { self.alloc(new) };
            if !moved.is_null() {
                unsafe {
                    std::ptr::copy_nonoverlapping(ptr, moved, layout.size().min(new_size));
                    self.dealloc(ptr, layout);
                }
            }
            moved
        }
    }
}
