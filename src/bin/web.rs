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
/// thread (the page's, or the worker's, each with a memory of its own). Natively only
/// its tests use it, on memory of their own.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
mod heap {
    use std::alloc::Layout;

    /// Memory grows by pages of this size.
    pub const PAGE: usize = 65536;

    pub struct Blocks {
        /// For each size class k (blocks of 2^k bytes), the first freed block; each freed
        /// block holds the address of the next one.
        free: [usize; 32],
        /// Where the next new block may start, and the end of the memory grown for them.
        next: usize,
        end: usize,
    }

    /// The size class of `layout`: the smallest k with 2^k at least its size and its
    /// alignment (and 8, to hold a free list's link), or None beyond 2^31.
    pub fn class(layout: Layout) -> Option<usize> {
        let size = layout.size().max(layout.align()).max(8);
        let k = (usize::BITS - (size - 1).leading_zeros()) as usize;
        (k < 32).then_some(k)
    }

    impl Blocks {
        pub const fn new() -> Blocks {
            Blocks {
                free: [0; 32],
                next: 0,
                end: 0,
            }
        }

        /// The address of a block for `layout` (0 when there is none), a freed one if
        /// any; `grow(pages)` adds pages to the memory and returns the number of the first
        /// one, or `usize::MAX` when it cannot.
        ///
        /// # Safety
        /// Every block on a free list (see [`Blocks::give`]) is memory this allocator
        /// owns and may read.
        pub unsafe fn take(&mut self, layout: Layout, grow: impl FnMut(usize) -> usize) -> usize {
            let Some(k) = class(layout) else {
                return 0;
            };
            let head = self.free[k];
            if head == 0 {
                return self.cut(k, grow);
            }
            // SAFETY: `head` is a freed block of this class, whose first word `give` set to
            // the next one's address (the caller's promise).
            self.free[k] = unsafe { *(head as *const usize) };
            head
        }

        /// Takes back the block at `addr`, which [`Blocks::take`] gave for `layout`.
        ///
        /// # Safety
        /// `addr` came from `take` with this `layout` and is no longer used.
        pub unsafe fn give(&mut self, addr: usize, layout: Layout) {
            if let Some(k) = class(layout) {
                // SAFETY: the block is at least 8 bytes and aligned to 8, and now ours.
                unsafe { *(addr as *mut usize) = self.free[k] };
                self.free[k] = addr;
            }
        }

        /// A new block of 2^k bytes, aligned to its size (or to a page, for larger ones):
        /// so any request of its class, whatever its alignment, fits it later.
        fn cut(&mut self, k: usize, mut grow: impl FnMut(usize) -> usize) -> usize {
            let size = 1usize << k;
            let align = size.min(PAGE);
            loop {
                let start = self.next.checked_add(align - 1).map(|s| s & !(align - 1));
                let fits = |s: &usize| s.checked_add(size).is_some_and(|e| e <= self.end);
                if let Some(start) = start.filter(fits) {
                    self.next = start + size;
                    return start;
                }
                let pages = size.div_ceil(PAGE) + 1;
                let grown = grow(pages);
                if grown == usize::MAX {
                    return 0;
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

    #[cfg(target_arch = "wasm32")]
    mod global {
        use super::{class, Blocks};
        use std::alloc::{GlobalAlloc, Layout};
        use std::cell::UnsafeCell;

        pub struct Heap(UnsafeCell<Blocks>);

        // SAFETY: wasm32 without the atomics feature has one thread per memory, so the
        // allocator is never entered twice at once (it calls nothing that allocates).
        unsafe impl Sync for Heap {}

        #[global_allocator]
        static HEAP: Heap = Heap(UnsafeCell::new(Blocks::new()));

        fn grow(pages: usize) -> usize {
            core::arch::wasm32::memory_grow(0, pages)
        }

        unsafe impl GlobalAlloc for Heap {
            unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
                // SAFETY: one thread, and no other reference to the blocks lives (see
                // Sync); only `dealloc` puts blocks on the free lists.
                unsafe { (*self.0.get()).take(layout, grow) as *mut u8 }
            }

            unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
                // SAFETY: as in `alloc`; `ptr` was allocated with `layout`.
                unsafe { (*self.0.get()).give(ptr as usize, layout) }
            }

            unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
                // SAFETY: the caller's promises for `realloc` (a valid `ptr` of `layout`,
                // a `new_size` that makes a valid layout with its alignment).
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

    #[cfg(test)]
    mod tests {
        use super::*;

        /// A stand-in for the wasm memory: `pages` pages aligned to a page, handed out in
        /// order by `grow`, as `memory.grow` does (page numbers are addresses / PAGE).
        struct Memory {
            base: *mut u8,
            pages: usize,
            used: usize,
        }

        impl Memory {
            fn new(pages: usize) -> Memory {
                let layout = Layout::from_size_align(pages * PAGE, PAGE).unwrap();
                // SAFETY: a layout of non-zero size.
                let base = unsafe { std::alloc::alloc_zeroed(layout) };
                assert!(!base.is_null());
                Memory {
                    base,
                    pages,
                    used: 0,
                }
            }
            fn grow(&mut self, pages: usize) -> usize {
                if self.used + pages > self.pages {
                    return usize::MAX;
                }
                self.used += pages;
                self.base as usize / PAGE + self.used - pages
            }
        }

        impl Drop for Memory {
            fn drop(&mut self) {
                let layout = Layout::from_size_align(self.pages * PAGE, PAGE).unwrap();
                // SAFETY: allocated in `new` with this layout.
                unsafe { std::alloc::dealloc(self.base, layout) };
            }
        }

        #[test]
        fn size_classes_cover_size_and_alignment() {
            let class_of = |size, align| class(Layout::from_size_align(size, align).unwrap());
            assert_eq!(class_of(1, 1), Some(3));
            assert_eq!(class_of(8, 8), Some(3));
            assert_eq!(class_of(9, 1), Some(4));
            assert_eq!(class_of(4, 64), Some(6));
            assert_eq!(class_of(65536, 8), Some(16));
            assert_eq!(class_of(65537, 8), Some(17));
            assert_eq!(class_of(1 << 31, 8), Some(31));
            assert_eq!(class_of((1 << 31) + 1, 8), None);
        }

        /// Thousands of random allocations and frees: every block is aligned as asked,
        /// inside the memory, overlaps no live block (each is filled with its own byte and
        /// checked when freed), a freed block is the next one given for its class, a
        /// request too large for the memory gets none, and the memory used stays within
        /// twice the most ever live at once, rounded to blocks, plus alignment.
        #[test]
        fn blocks_are_aligned_disjoint_and_reused() {
            let mut memory = Memory::new(512);
            let mut blocks = Blocks::new();
            let mut live: Vec<(usize, Layout, u8)> = Vec::new();
            let mut seed = 0x2545_f491_4f6c_dd1du64;
            let mut random = move |n: usize| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                (seed % n as u64) as usize
            };
            let (mut most, mut held) = (0, 0);
            for step in 0..20_000 {
                if live.is_empty() || random(5) < 3 {
                    let most_size = if random(20) == 0 { 70_000 } else { 300 };
                    let size = 1 + random(most_size);
                    let layout = Layout::from_size_align(size, 1 << random(7)).unwrap();
                    // SAFETY: only blocks given back below are on the free lists.
                    let addr = unsafe { blocks.take(layout, |p| memory.grow(p)) };
                    assert_ne!(addr, 0, "no block for {layout:?} at step {step}");
                    assert_eq!(addr % layout.align(), 0, "{layout:?} at {addr:#x}");
                    let start = memory.base as usize;
                    assert!(addr >= start && addr + size <= start + memory.used * PAGE);
                    let fill = (step % 251) as u8 + 1;
                    // SAFETY: the block is inside the memory, and no live block overlaps it
                    // (checked when each is freed).
                    unsafe { std::ptr::write_bytes(addr as *mut u8, fill, size) };
                    live.push((addr, layout, fill));
                    held += 1 << class(layout).unwrap();
                    most = most.max(held);
                } else {
                    let (addr, layout, fill) = live.swap_remove(random(live.len()));
                    // SAFETY: a live block of `layout`, filled when it was taken.
                    let bytes =
                        unsafe { std::slice::from_raw_parts(addr as *const u8, layout.size()) };
                    assert!(bytes.iter().all(|&b| b == fill), "a block was overwritten");
                    // SAFETY: taken with this layout, and no longer used.
                    unsafe { blocks.give(addr, layout) };
                    held -= 1 << class(layout).unwrap();
                    let again = Layout::from_size_align(1 << class(layout).unwrap(), 8).unwrap();
                    // SAFETY: as above.
                    let reused = unsafe { blocks.take(again, |p| memory.grow(p)) };
                    assert_eq!(reused, addr, "the freed block was not the next one given");
                    unsafe { blocks.give(reused, again) };
                }
            }
            assert!(
                memory.used * PAGE <= 2 * most + 64 * PAGE,
                "{} pages for {most} bytes",
                memory.used
            );
            let huge = Layout::from_size_align(600 * PAGE, 8).unwrap();
            // SAFETY: as above.
            assert_eq!(unsafe { blocks.take(huge, |p| memory.grow(p)) }, 0);
        }
    }
}
