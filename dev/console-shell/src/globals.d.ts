declare const __PF_CORE_DYNAMIC_MODULES__: string[];
declare const __PF_TABLE_DYNAMIC_MODULES__: string[];
declare const __PF_ICONS_DYNAMIC_MODULES__: string[];
