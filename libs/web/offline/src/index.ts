// @labellens/web-offline — offline scanning on the device (issue 17): the offline download,
// on-device OCR (tesseract.js) and analysis (ingredient-analysis in a worker), the offline
// allowance, offline scans in IndexedDB and their sync.
export * from './api';
export * from './assets';
export * from './state';
export * from './scans';
export * from './prepare';
export { recognizeOnDevice, readLabelText, warmOcr, type ReadLabel } from './ocr';
export { analyseOnDevice, warmAnalysis } from './analysis/analysis-client';
export { analysedText, type OfflineAnalysisInput, type OfflinePersonal } from './analysis/text';
export { UseOfflinePanel, type UseOfflinePanelProps } from './ui/UseOfflinePanel';
