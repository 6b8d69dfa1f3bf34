// The OCR worker's glibc settings, shared by `npm start` (scripts/stack.js) and the photo benches;
// compose and k8s set the same two variables. The worker handles large image buffers: with glibc's
// defaults their memory stays with the process after each photo (four 40 MP photos at once: peak
// 661 MB, 608 MB kept); fewer arenas and mmap for blocks of 1 MB and more hand it back (peak 578 MB,
// 437 MB kept, onnxruntime's arena among it; bench/src/photo-memory.child.ts). Under these settings
// onnxruntime must keep its own arena (services/scan/src/ocr/text-detector.ts): without it every
// layer of a detection was an mmap and munmap.
module.exports = { WORKER_MALLOC: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' } };
